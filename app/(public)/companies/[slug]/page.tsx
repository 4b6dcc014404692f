// A company's page: logo, about, website, the verified mark and its open jobs, with Organization
// data. An unverified company's page is reachable but noindex (and not in the sitemap).
import type { Metadata } from "next";
import Image from "next/image";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { VerifiedBadge } from "@/components/companies/verified-badge";
import { JsonLd } from "@/components/seo/json-ld";
import { readCompany } from "@/lib/cache/public-cache";
import { companyJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { companyPath, jobPath, metaDescription } from "@/lib/seo/urls";
import { companySlugParamsSchema } from "@/lib/companies/company-schemas";

type PageProps = { params: Promise<{ slug: string }> };

export const revalidate = 86400;
export const generateStaticParams = () => [];

const loadCompany = cache(async (slug: string) =>
  companySlugParamsSchema.safeParse({ slug }).success ? readCompany(slug) : null,
);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const found = await loadCompany((await params).slug);
  if (!found) return { title: "Company not found", robots: { index: false } };
  const { company } = found;
  return pageMetadata({
    title: company.name,
    description: metaDescription(company.about || `${company.name}: open jobs on ${getSite().name}.`),
    path: companyPath(company.slug),
    noindex: !company.verified,
  });
}

export default async function CompanyPage({ params }: PageProps) {
  const found = await loadCompany((await params).slug);
  if (!found) notFound();
  const { company, jobs } = found;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd data={companyJsonLd(getSite(), company)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          href="/companies"
          className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
        >
          ← All companies
        </Link>
      </nav>
      <header className="mt-6 flex flex-wrap items-center gap-4">
        {company.logoUrl ? (
          <Image
            src={company.logoUrl}
            alt={`${company.name} logo`}
            width={80}
            height={80}
            className="h-20 w-20 rounded-lg border border-slate-200 object-contain"
          />
        ) : null}
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{company.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-700">
            <VerifiedBadge verified={company.verified} />
            <a href={company.website} rel="noopener noreferrer nofollow" className="underline">
              {company.website}
            </a>
          </p>
        </div>
      </header>
      <dl className="mt-4 space-y-1 text-slate-700">
        {company.industry ? (
          <div>
            <dt className="inline font-medium">Industry: </dt>
            <dd className="inline">{company.industry}</dd>
          </div>
        ) : null}
        {company.size ? (
          <div>
            <dt className="inline font-medium">Size: </dt>
            <dd className="inline">{company.size}</dd>
          </div>
        ) : null}
        {company.locations.length ? (
          <div>
            <dt className="inline font-medium">Locations: </dt>
            <dd className="inline">{company.locations.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {company.about ? (
        <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-800">{company.about}</p>
      ) : null}
      <section aria-labelledby="company-jobs" className="mt-10">
        <h2 id="company-jobs" className="text-xl font-semibold text-slate-900">
          Open jobs
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-3 text-slate-700">No open jobs right now.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {jobs.map((job) => (
              <li key={job._id}>
                <Link href={jobPath(job._id)} className="font-medium underline">
                  {job.title || job.company}
                </Link>
                {job.location ? <span className="text-slate-700"> – {job.location}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
