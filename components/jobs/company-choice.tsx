"use client";
// The job form's company page choice, for a signed-in member who owns one (loaded in the browser);
// a member without one is offered to create it.
import { Link } from "@/components/ui/link";
import useSWR from "swr";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { useMemberHint } from "@/components/members/use-member";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { CompanyCard } from "@/lib/companies/companies";

type Props = { value: string; onChange: (slug: string) => void };

export function CompanyChoice({ value, onChange }: Props) {
  const member = useMemberHint();
  const { data } = useSWR(member ? "/api/members/me/companies" : null, (path: string) =>
    apiRequest<ApiSuccess<{ companies: CompanyCard[] }>>(path).catch(() => null),
  );
  const companies = data?.companies ?? [];
  if (!member || !data) return null;
  if (companies.length === 0)
    return (
      <p className="text-sm text-slate-700">
        Jobs from a company page show its logo and a verified badge.{" "}
        <Link href="/account/companies" className="text-brand font-medium underline" target="_blank">
          Create a company page<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </p>
    );
  return (
    <Field
      id="job-company-page"
      label="Company page"
      hint="The job shows on the company's page with its logo and badge."
    >
      {(wiring) => (
        <select
          className={INPUT_CLASS}
          {...wiring}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">None</option>
          {companies.map((company) => (
            <option key={company.slug} value={company.slug}>
              {company.name}
              {company.verified ? " (verified)" : ""}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
