import { okCached } from "@/lib/api/etag";
import { route } from "@/lib/api/route";
import { readJobListing } from "@/lib/data/public-cache";
import { jobListQuerySchema } from "@/lib/validations/job";

// GET /api/job/all?page= – approved jobs, newest first
export const GET = route(
  { query: jobListQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query }) => {
    const { jobs, pagination } = await readJobListing(query.page);
    return okCached(req, { jobs, pagination });
  },
);
