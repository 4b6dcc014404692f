// The home and category listings (newest public posts, a page at a time): from the in-process index
// (lib/search/index-state.ts) once it is built, so the render a write starts reads no database (on
// the embedded database the listing and its count are each a scan of every post, seconds at 20 000);
// from the database while the index is being built. Both apply the one visibility rule
// (lib/posts/blog-visibility.ts): the index holds only public posts.
import "server-only";
import { BLOG_PAGE_SIZE, type BlogCategory } from "@/lib/constants";
import { pageRange } from "@/lib/db-paginate";
import { upToDateIndex } from "@/lib/search/index-state";
import type { BlogCard } from "./blog-card";
import { listPublishedBlogs, type BlogPage } from "./blogs";

type NewestQuery = { category?: BlogCategory; page: number; limit?: number };

export async function listNewestBlogs({
  category,
  page,
  limit = BLOG_PAGE_SIZE,
}: NewestQuery): Promise<BlogPage> {
  const index = await upToDateIndex();
  if (!index) return listPublishedBlogs({ category, page, limit });
  // Not a database query: the in-process index pages its own sorted list.
  const { skip } = pageRange(page, limit);
  const { items, total } = index.newestPosts({ category, offset: skip, limit });
  const blogs = items.map((item) => item.card).filter((card): card is BlogCard => card !== undefined);
  return { blogs, total, totalPages: Math.ceil(total / limit), page, limit };
}
