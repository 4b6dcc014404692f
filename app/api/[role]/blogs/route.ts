import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listAllBlogs } from "@/lib/posts/blog-admin";
import { adminBlogsQuerySchema } from "@/lib/posts/blog-admin-schemas";

// GET /api/{role}/blogs – every blog (published or not), newest first, paginated, optionally one author's
export const GET = route({ auth: "rolePath", query: adminBlogsQuerySchema }, async ({ query }) => {
  const { blogs, authors, pagination } = await listAllBlogs(query.page, query.limit, query.author);
  return okData({ message: "Blogs loaded", blogs, authors, pagination });
});
