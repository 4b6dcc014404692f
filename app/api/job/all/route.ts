import { okCached } from "@/lib/api/etag";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { unauthenticated } from "@/lib/errors";
import { listOpenJobs } from "@/lib/jobs/job-listing";
import { isCachedJobQuery, readJobListing } from "@/lib/cache/public-cache";
import { runGatedRead } from "@/lib/server/work-limits";
import { jobListQuerySchema } from "@/lib/jobs/job-schemas";

// GET /api/job/all?type=&workplace=&q=&minSalary=&salary=1&page= – open jobs matching the filters,
// newest first, with counts per filter option; staff may add include=closed (expired and filled too)
export const GET = route(
  { query: jobListQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query, user }) => {
    const { include, ...filters } = query;
    if (include === "closed") {
      if (!user) throw unauthenticated();
      const listing = await runGatedRead(() => listOpenJobs({ ...filters, includeClosed: true }));
      return okData(listing, { headers: { "Cache-Control": "private, no-store" } });
    }
    if (!isCachedJobQuery(filters)) {
      const listing = await runGatedRead(() => listOpenJobs(filters));
      return okData(listing, { headers: { "Cache-Control": "private, no-store" } });
    }
    return okCached(req, await readJobListing(filters));
  },
);
