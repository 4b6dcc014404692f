import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { searchSite } from "@/lib/search/search";
import { searchQuerySchema } from "@/lib/search/search-schemas";

// GET /api/search – ranked, typo-tolerant search over posts, jobs, events and certifications
export const GET = route(
  // `cached`: answered from the in-process index without a work slot; the database fallback used
  // while the index builds takes one (lib/search/search.ts).
  { query: searchQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ query }) => {
    const { results, total, tookMs, source } = await searchSite(query);
    return okData(
      { results, total, tookMs },
      { headers: { "Cache-Control": "private, no-store", "X-Search-Source": source } },
    );
  },
);
