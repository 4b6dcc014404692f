// The jobs list: Post Job, job cards (newest first) and pagination.
import type { Metadata } from "next";
import { JobCard } from "@/components/jobs/job-card";
import { PostJobButton } from "@/components/jobs/post-job-button";
import { PageHero } from "@/components/ui/page-hero";
import { Pagination } from "@/components/ui/pagination";
import type { listApprovedJobs } from "@/lib/data/jobs";
import { pagedPath } from "@/lib/blog-listing";
import { pageMetadata } from "@/lib/seo/metadata";
import { jobPath } from "@/lib/seo/urls";

type JobListing = Awaited<ReturnType<typeof listApprovedJobs>>;

/** Canonical: /jobs, or /jobs/page/N for later pages (each page lists different jobs). */
export function jobsMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `HR Jobs – page ${page}` : "HR Jobs",
    description:
      "HR job openings in people teams, shared by the community: HR business partners, recruiters, payroll and people analytics roles.",
    path: pagedPath("/jobs", page),
  });
}

export function JobsView({ listing: { jobs, pagination } }: { listing: JobListing }) {
  return (
    <>
      <PageHero title="HR Jobs" subtitle="Openings in people teams, shared by the community.">
        <PostJobButton />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {jobs.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">No Jobs found.</p>
        ) : (
          <>
            <h2 className="sr-only">Job openings</h2>
            <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Jobs">
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
            hrefFor={(page) => pagedPath("/jobs", page)}
            label="Jobs pages"
          />
        ) : null}
      </div>
    </>
  );
}
