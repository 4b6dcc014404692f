// Cached reads for the public API routes that list what the pages list: the same tagged cache
// (lib/cache/public-cache.ts), so they expire with the same writes.
import "server-only";
import { publicTags } from "@/lib/cache/public-tags";
import { BLOG_PAGE_SIZE, type BlogCategory } from "@/lib/constants";
import { listNewestBlogs } from "../posts/newest-blogs";
import { cachedRead, readBlogListing } from "./public-cache";

/** GET /api/blog/all without a search: the page size is the caller's, so it is part of the key. */
export const readApiBlogListing = (category: BlogCategory | undefined, page: number, limit: number) =>
  limit === BLOG_PAGE_SIZE
    ? readBlogListing(category, page)
    : cachedRead(
        ["blog-listing", category ?? "", String(page), String(limit)],
        [publicTags.blogListing(category)],
        () => listNewestBlogs({ category, page, limit }),
      );
