import { okCached } from "@/lib/api/etag";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listPublishedBlogs } from "@/lib/posts/blogs";
import { readApiBlogListing } from "@/lib/cache/public-api-cache";
import { runGatedRead } from "@/lib/server/work-limits";
import { blogListQuerySchema } from "@/lib/posts/blog-schemas";

// GET /api/blog/all – one page of published blogs (card fields), by category and search
export const GET = route(
  { query: blogListQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query }) => {
    if (query.search) {
      // Search results are never cached: every term is new database work.
      const { blogs, total, totalPages, page, limit } = await runGatedRead(() => listPublishedBlogs(query));
      return ok("Blogs fetched successfully", { blogs, pagination: { total, totalPages, page, limit } });
    }
    const listing = await readApiBlogListing(query.category, query.page, query.limit);
    const { blogs, total, totalPages, page, limit } = listing;
    return okCached(req, {
      message: "Blogs fetched successfully",
      blogs,
      pagination: { total, totalPages, page, limit },
    });
  },
);
