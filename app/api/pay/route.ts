import { okCached } from "@/lib/api/etag";
import { route } from "@/lib/api/route";
import { payQuerySchema, queryPay } from "@/lib/pay";

// GET /api/pay?family=&seniority=&country=&region=&remote=&currency=&since= – pay statistics from
// approved postings: cells that meet the privacy floor, and how many cells were suppressed
export const GET = route(
  { query: payQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query }) => okCached(req, await queryPay(query)),
);
