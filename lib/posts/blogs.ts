// Public reads of blogs: what a visitor may see is decided here, once.
import "server-only";
import { isValidObjectId, type QueryFilter } from "mongoose";
import { literalSearchPattern } from "@/lib/posts/blog-text";
import { BLOG_PAGE_SIZE } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import { findPage } from "@/lib/db-paginate";
import type { BlogListQuery } from "@/lib/posts/blog-schemas";
import { Blog, type BlogDoc } from "@/models/Blog";
import { isPublicBlog, publicBlogFilter } from "./blog-visibility";
import { CARD_FIELDS, toBlogCard, type BlogCard } from "./blog-card";

export type { BlogCard } from "./blog-card";

export type BlogArticle = BlogCard & { description: string; updatedAt: string; tags: string[] };

export type BlogPage = { blogs: BlogCard[]; total: number; totalPages: number; page: number; limit: number };

const ARTICLE_FIELDS = `${CARD_FIELDS} description tags updatedAt isPublished publishAt`;

type LeanBlog = Partial<BlogDoc> & { _id: unknown; createdAt?: Date; updatedAt?: Date };

/** One page of public blogs (lib/posts/blog-visibility.ts), newest first, filtered by category and a literal search term. */
export async function listPublishedBlogs(query: Partial<BlogListQuery> = {}): Promise<BlogPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? BLOG_PAGE_SIZE;
  const filter: QueryFilter<BlogDoc> = publicBlogFilter();
  if (query.category) filter.category = query.category;
  if (query.search) filter.searchText = { $regex: literalSearchPattern(query.search) };

  await connectDb();
  const { docs, pagination } = await findPage<BlogDoc, LeanBlog>(Blog, filter, {
    page,
    pageSize: limit,
    select: CARD_FIELDS,
  });
  const { total, totalPages } = pagination;
  return { blogs: docs.map(toBlogCard), total, totalPages, page, limit };
}

/**
 * A blog by id, public only unless `includeDrafts` (signed-in staff previewing drafts and
 * scheduled posts).
 * Returns null for a malformed, unknown or hidden id.
 */
export async function getPublishedBlog(
  id: string,
  options: { includeDrafts?: boolean } = {},
): Promise<BlogArticle | null> {
  if (!isValidObjectId(id) || !/^[a-f0-9]{24}$/i.test(id)) return null;
  await connectDb();
  // By _id alone, then the flag: FerretDB answers only an `{ _id }` filter from its primary key.
  const doc = await Blog.findById(id).select(ARTICLE_FIELDS).lean<LeanBlog>();
  if (!doc || (!options.includeDrafts && !isPublicBlog(doc))) return null;
  return {
    ...toBlogCard(doc),
    description: doc.description ?? "",
    tags: doc.tags ?? [],
    updatedAt: (doc.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** Whether a public blog with this id exists (its approved comments are listed only then). */
export async function publishedBlogExists(id: string): Promise<boolean> {
  if (!isValidObjectId(id)) return false;
  await connectDb();
  // By _id alone, then the flag: FerretDB answers an `{ _id }` filter from its primary key and
  // scans the collection for any other filter.
  const blog = await Blog.findById(id).select("isPublished publishAt").lean();
  return isPublicBlog(blog);
}
