// The home hero's search (/?search=…): the News listing of the matching posts, ranked by the site
// search (lib/data/search.ts); while its index builds, today's database query.
import "server-only";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { listPublishedBlogs, listPublishedBlogsByIds, type BlogPage } from "@/lib/data/blogs";
import { rankPostIds } from "@/lib/data/search";
import { runGatedRead } from "@/lib/server/work-limits";
import type { BlogListingParams } from "@/lib/validations/blog";

export async function searchBlogListing({ category, search, page }: BlogListingParams): Promise<BlogPage> {
  const limit = BLOG_PAGE_SIZE;
  const ranked = search ? await rankPostIds(search, category, page, limit) : null;
  if (!ranked) return runGatedRead(() => listPublishedBlogs({ category, search, page, limit }));
  const blogs = await listPublishedBlogsByIds(ranked.ids);
  return { blogs, total: ranked.total, totalPages: Math.ceil(ranked.total / limit), page, limit };
}
