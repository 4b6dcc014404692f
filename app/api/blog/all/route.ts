import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listPublishedBlogs } from "@/lib/data/blogs";
import { blogListQuerySchema } from "@/lib/validations/blog";

// GET /api/blog/all – one page of published blogs (card fields), by category and search
export const GET = route({ query: blogListQuerySchema }, async ({ query }) => {
  const { blogs, total, totalPages, page, limit } = await listPublishedBlogs(query);
  return ok("Blogs fetched successfully", { blogs, pagination: { total, totalPages, page, limit } });
});
