// /companies: the directory of verified employers, cached until a company write expires it.
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { VerifiedBadge } from "@/components/companies/verified-badge";
import { isBuildPhase } from "@/lib/server/build-phase";
import { readCompanyDirectory } from "@/lib/cache/public-cache";
import { pageMetadata } from "@/lib/seo/metadata";
import { companyPath } from "@/lib/seo/urls";

export const revalidate = 86400;

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: "Companies hiring in HR",
    description: "Verified employers and their open HR jobs.",
    path: "/companies",
  });

export default async function CompaniesPage() {
  if (isBuildPhase()) return null;
  const companies = await readCompanyDirectory();
  return (
    <section aria-labelledby="companies-heading" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 id="companies-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
        Companies
      </h1>
      <p className="mt-4 text-slate-700">
        Hiring in HR?{" "}
        <Link href="/account/companies" className="text-brand font-medium underline">
          Add your company
        </Link>{" "}
        to show your jobs under your name, with a verified badge.
      </p>
      {companies.length === 0 ? (
        <p className="mt-6 text-slate-700">No verified employers yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {companies.map((company) => (
            <li key={company.slug} className="rounded-lg border border-slate-200 bg-white p-4">
              <Link
                href={companyPath(company.slug)}
                className="text-lg font-semibold text-slate-900 underline"
              >
                {company.name}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                {company.industry ? <span>{company.industry}</span> : null}
                <VerifiedBadge verified={company.verified} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
