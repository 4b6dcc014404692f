// The home hero's search (/?search=…): the News listing of the matching posts, ranked by the site
// search (lib/search/search.ts); while its index builds, today's database query.
import "server-only";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { listPublishedBlogs, type BlogPage } from "@/lib/posts/blogs";
import { rankPosts } from "@/lib/search/search";
import { runGatedRead } from "@/lib/server/work-limits";
import type { BlogListingParams } from "@/lib/posts/blog-schemas";

export async function searchBlogListing({ category, search, page }: BlogListingParams): Promise<BlogPage> {
  const limit = BLOG_PAGE_SIZE;
  const ranked = search ? await rankPosts(search, category, page, limit) : null;
  if (!ranked) return runGatedRead(() => listPublishedBlogs({ category, search, page, limit }));
  const { cards: blogs, total } = ranked;
  return { blogs, total, totalPages: Math.ceil(total / limit), page, limit };
}
