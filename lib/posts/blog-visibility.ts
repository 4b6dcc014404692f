// Which posts the public sees — the one rule every public read of posts goes through (listings,
// the article, the API, feeds, the sitemap, comments, digests): published, and its publication
// time (`publishAt`) absent or past. A published post with a future `publishAt` is Scheduled.
import type { QueryFilter } from "mongoose";
import type { BlogDoc } from "@/models/Blog";

export type BlogVisibilityFields = { isPublished?: boolean | null; publishAt?: Date | string | null };

/** The rule as a query filter (equality on isPublished first, so the listing indexes serve it). */
export function publicBlogFilter(now: Date = new Date()): QueryFilter<BlogDoc> {
  return {
    isPublished: true,
    $or: [{ publishAt: { $exists: false } }, { publishAt: null }, { publishAt: { $lte: now } }],
  };
}

/** The same rule for one post already read by id. */
export function isPublicBlog(doc: BlogVisibilityFields | null | undefined, now: Date = new Date()): boolean {
  if (!doc || doc.isPublished !== true) return false;
  return !doc.publishAt || new Date(doc.publishAt).getTime() <= now.getTime();
}

export type BlogStatus = "published" | "scheduled" | "unpublished";

/** What the back-office shows: Published, Scheduled (published, time still ahead) or Unpublished. */
export function blogStatus(doc: BlogVisibilityFields, now: Date = new Date()): BlogStatus {
  if (doc.isPublished !== true) return "unpublished";
  return isPublicBlog(doc, now) ? "published" : "scheduled";
}
