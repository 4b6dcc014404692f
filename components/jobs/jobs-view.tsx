// The jobs list: Post Job, filters with counts, job cards (newest first), pagination and job alerts.
import type { Metadata } from "next";
import { JobAlertForm } from "@/components/jobs/job-alert-form";
import { JobCard } from "@/components/jobs/job-card";
import { JobFilterForm } from "@/components/jobs/job-filter-form";
import { PostJobButton } from "@/components/jobs/post-job-button";
import { PageHero } from "@/components/ui/page-hero";
import { DocumentLink } from "@/components/ui/document-link";
import { Pagination } from "@/components/ui/pagination";
import type { JobListing } from "@/lib/jobs/job-listing";
import { pagedPath } from "@/lib/posts/blog-listing";
import { describeJobFilters } from "@/lib/jobs/describe-filters";
import { hasJobFilters, jobsHref } from "@/lib/jobs/listing-url";
import { pageMetadata } from "@/lib/seo/metadata";
import { jobPath } from "@/lib/seo/urls";
import type { JobFilters } from "@/lib/jobs/job-schemas";

const DESCRIPTION =
  "HR job openings in people teams, shared by the community: HR business partners, recruiters, payroll and people analytics roles.";

/** Canonical: /jobs, or /jobs/page/N for later pages; filtered lists are noindex with /jobs as canonical. */
export function jobsMetadata(page: number, filtered = false): Metadata {
  if (filtered) {
    return pageMetadata({
      title: "HR Jobs – filtered",
      description: DESCRIPTION,
      path: "/jobs",
      noindex: true,
    });
  }
  return pageMetadata({
    title: page > 1 ? `HR Jobs – page ${page}` : "HR Jobs",
    description: DESCRIPTION,
    path: pagedPath("/jobs", page),
  });
}

export function JobsView({
  listing: { jobs, pagination, facets },
  filters = {},
}: {
  listing: JobListing;
  filters?: JobFilters;
}) {
  const filtered = hasJobFilters(filters);
  const alertFilters = {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.workplace ? { workplace: filters.workplace } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
  return (
    <>
      <PageHero title="HR Jobs" subtitle="Openings in people teams, shared by the community.">
        <PostJobButton />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <JobFilterForm filters={filters} facets={facets} filtered={filtered} />
        {filtered ? (
          <p className="mt-4 text-slate-700" role="status">
            {pagination.total === 1 ? "1 job matches" : `${pagination.total} jobs match`}
          </p>
        ) : null}
        {jobs.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">No Jobs found.</p>
        ) : (
          <>
            <h2 className="sr-only">Job openings</h2>
            <ul className="card-grid mt-10" aria-label="Jobs">
              {jobs.map((job) => (
                <li key={job._id}>
                  <JobCard job={job} detailHref={jobPath(job._id)} />
                </li>
              ))}
            </ul>
          </>
        )}
        {pagination.totalPages > 1 ? (
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            hrefFor={(page) => jobsHref(filters, page)}
            {...(filtered ? { linkComponent: DocumentLink } : {})}
            label="Jobs pages"
          />
        ) : null}
        <JobAlertForm filters={alertFilters} summary={describeJobFilters(alertFilters)} />
      </div>
    </>
  );
}
