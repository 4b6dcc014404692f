// Filtered jobs, at /jobs?type=…&workplace=…&q=… (proxy.ts rewrites such
// URLs to this route): rendered per request, noindex with /jobs as canonical. A bad value is ignored.
import type { Metadata } from "next";
import { JobsView, jobsMetadata } from "@/components/jobs/jobs-view";
import { firstParam, type SearchParams } from "@/lib/http/search-params";
import { listOpenJobs } from "@/lib/jobs/job-listing";
import { isCachedJobQuery, readJobListing } from "@/lib/cache/public-cache";
import { jobListQuerySchema, type JobFilters } from "@/lib/jobs/job-schemas";

type PageProps = { searchParams: Promise<SearchParams> };

const FIELDS = ["type", "workplace", "q", "minSalary", "salary", "page"] as const;

/** Each parameter on its own: a bad one is dropped, the others still apply. */
function queryOf(raw: SearchParams): JobFilters & { page: number } {
  const values: Record<string, unknown> = {};
  for (const name of FIELDS) {
    const value = firstParam(raw[name]);
    if (value === undefined) continue;
    const parsed = jobListQuerySchema.safeParse({ [name]: value });
    if (parsed.success) values[name] = parsed.data[name];
  }
  const page = typeof values.page === "number" ? values.page : 1;
  return { ...(values as JobFilters), page };
}

export const generateMetadata = async (): Promise<Metadata> => jobsMetadata(1, true);

export default async function FilteredJobsPage({ searchParams }: PageProps) {
  const query = queryOf(await searchParams);
  const listing = isCachedJobQuery(query) ? await readJobListing(query) : await listOpenJobs(query);
  const { page: _page, ...filters } = query;
  void _page;
  return <JobsView listing={listing} filters={filters} />;
}
