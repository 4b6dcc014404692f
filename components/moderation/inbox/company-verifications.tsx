"use client";
// Company pages waiting for staff verification, each with why it waits (the owner's address is not at
// the website's domain, is free or disposable mail, or another verified company has the website or
// name): the website to check, and "Verify" (POST /api/{role}/companies/{id}/verify).
import { useState } from "react";
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { PageSection } from "@/components/ui/page-section";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { UnverifiedCompany } from "@/lib/companies/companies";
import { formatSiteDateTime } from "@/lib/dates";

export function CompanyVerifications() {
  const role = useStaffRole();
  const key = role ? `/api/${role}/companies/pending` : null;
  const { data, error, reload } = useApiData<ApiSuccess<{ companies: UnverifiedCompany[] }>>(
    key,
    "Could not load the company pages waiting for verification",
  );
  const runAction = useStaffAction();
  const [busy, setBusy] = useState<string | null>(null);
  const companies = data?.companies ?? [];
  if (error && !data)
    return (
      <PageSection id="company-verifications" title="Company pages waiting for verification">
        <LoadError message={error} onRetry={reload} />
      </PageSection>
    );
  if (companies.length === 0) return null;

  const verify = async (company: UnverifiedCompany) => {
    setBusy(company.id);
    await runAction(
      `/api/${role}/companies/${encodeURIComponent(company.id)}/verify`,
      "Could not verify the company",
    );
    setBusy(null);
  };

  return (
    <PageSection id="company-verifications" title="Company pages waiting for verification">
      <ul className="space-y-3">
        {companies.map((company) => (
          <li
            key={company.id}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{company.name}</p>
              <p className="text-sm text-slate-700">
                <a
                  className="underline"
                  href={company.website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                >
                  {company.website}
                </a>{" "}
                · created {formatSiteDateTime(company.createdAt)}
              </p>
              {company.verificationNote ? (
                <p className="text-sm text-amber-800">{company.verificationNote}</p>
              ) : null}
            </div>
            <Button
              variant="approve"
              size="sm"
              disabled={busy === company.id}
              onClick={() => void verify(company)}
              aria-label={`Verify ${company.name}`}
            >
              Verify
            </Button>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
