import type { Metadata } from "next";
import { JobCard } from "@/components/jobs/job-card";
import { PostJobButton } from "@/components/jobs/post-job-button";
import { PageHero } from "@/components/ui/page-hero";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { firstParam, type SearchParams } from "@/components/ui/search-params";
import { listApprovedJobs } from "@/lib/data/jobs";
import { jobListQuerySchema } from "@/lib/validations/job";

export const metadata: Metadata = {
  title: "Jobs",
  description: "HR job openings shared by the community.",
  alternates: { canonical: "/jobs" },
};

export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = await searchParams;
  const parsed = jobListQuerySchema.safeParse({ page: firstParam(raw.page) });
  const { jobs, pagination } = await listApprovedJobs({ page: parsed.success ? parsed.data.page : 1 });

  return (
    <>
      <PageHero title="HR Jobs" subtitle="Openings in people teams, shared by the community.">
        <PostJobButton />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {jobs.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">No Jobs found.</p>
        ) : (
          <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Jobs">
            {jobs.map((job) => (
              <li key={job._id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
        <PaginationLinks
          page={pagination.page}
          totalPages={pagination.totalPages}
          hrefFor={(page) => (page > 1 ? `/jobs?page=${page}` : "/jobs")}
          label="Jobs pages"
        />
      </div>
    </>
  );
}
