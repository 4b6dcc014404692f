// A job's own page (what search engines index while it is open): full description, company,
// location, workplace, salary and the apply link. An expired or filled job keeps its page with a
// notice, noindex and no JobPosting data.
import type { Metadata } from "next";
import Image from "next/image";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { readJob } from "@/lib/cache/public-cache";
import { JobFacts } from "@/components/jobs/job-facts";
import { formatLongDate, isoDate } from "@/lib/dates";
import { applyHref } from "@/lib/jobs/fields";
import { jobPostingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { jobPath, metaDescription } from "@/lib/seo/urls";
import { buttonClass } from "@/components/ui/button";
import { CompanyLink } from "@/components/companies/company-link";
import { JobViewBeacon } from "@/components/jobs/job-view-beacon";
import { ApplyForm } from "@/components/applications/apply-form";
import { PayComparison } from "@/components/pay/pay-comparison";

type PageProps = { params: Promise<{ id: string }> };

// Rendered on first request, then served from the cache until a write expires it.
export const revalidate = 86400;
export const generateStaticParams = () => [];

const loadJob = cache(readJob);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const job = await loadJob((await params).id);
  if (!job) return { title: "Job not found", robots: { index: false } };
  const heading = job.title || job.company;
  const at = job.title && job.company ? ` at ${job.company}` : "";
  return pageMetadata({
    title: `${heading}${at}`,
    description: metaDescription(
      job.description || `${heading}${at}${job.location ? `, ${job.location}` : ""}.`,
    ),
    path: jobPath(job._id),
    images: job.imageUrl ? [{ url: job.imageUrl, alt: heading }] : undefined,
    noindex: job.state !== "open",
  });
}

export default async function JobPage({ params }: PageProps) {
  const job = await loadJob((await params).id);
  if (!job) notFound();
  const heading = job.title || job.company;
  const open = job.state === "open";
  const apply = applyHref(job);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {open ? <JsonLd data={jobPostingJsonLd(getSite(), job)} /> : null}
      {open ? <JobViewBeacon id={job._id} /> : null}
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          href="/jobs"
          className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
        >
          ← All jobs
        </Link>
      </nav>
      {open ? null : (
        <p
          role="status"
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950"
        >
          No longer accepting applications
          <span className="block text-sm font-normal">
            {job.state === "filled"
              ? "This job has been filled."
              : job.state === "closed"
                ? "The employer has closed this job."
                : "This job listing has expired."}{" "}
            <Link href="/jobs" className="underline">
              See current jobs
            </Link>
          </span>
        </p>
      )}
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        {job.companyRef ? (
          <p className="mt-3 text-xl font-medium text-slate-800">
            <CompanyLink company={job.companyRef} />
          </p>
        ) : job.title && job.company ? (
          <p className="mt-3 text-xl font-medium text-slate-800">{job.company}</p>
        ) : null}
        <dl className="mt-4 space-y-1 text-slate-700">
          {job.location ? (
            <div>
              <dt className="inline font-medium">Location: </dt>
              <dd className="inline">{job.location}</dd>
            </div>
          ) : null}
          {job.workplace === "remote" && job.applicantLocation ? (
            <div>
              <dt className="inline font-medium">Applicants from: </dt>
              <dd className="inline">{job.applicantLocation}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline font-medium">Posted: </dt>
            <dd className="inline">
              <time dateTime={isoDate(job.approvedAt ?? job.createdAt)}>
                {formatLongDate(job.approvedAt ?? job.createdAt)}
              </time>
            </dd>
          </div>
          {open ? (
            <div>
              <dt className="inline font-medium">Apply by: </dt>
              <dd className="inline">
                <time dateTime={isoDate(job.validThrough)}>{formatLongDate(job.validThrough)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <JobFacts job={job} className="mt-4" />
        <PayComparison job={job} />
      </header>
      {job.imageUrl ? (
        <Image
          src={job.imageUrl}
          alt={`Image for ${heading}`}
          width={768}
          height={384}
          sizes="(min-width: 768px) 768px, 100vw"
          preload
          className="mt-8 h-auto w-full rounded-xl border border-slate-200 object-cover"
        />
      ) : null}
      {job.description ? (
        <p className="mt-8 text-lg leading-relaxed whitespace-pre-line text-slate-800">{job.description}</p>
      ) : null}
      {open && job.applyMode === "onsite" ? <ApplyForm jobId={job._id} questions={job.questions} /> : null}
      {open && job.applyMode !== "onsite" && apply ? (
        <a
          href={`${jobPath(job._id)}/apply`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ size: "lg", className: "mt-8" })}
        >
          Apply for this job<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
