// Which items the search may show: one rule per type, applied to every item the index reads (the
// start-up build and each re-read after a change). Hidden items are never indexed, so they never
// appear. Posts follow the public rule of lib/posts/blog-visibility.ts (a scheduled post is indexed
// when its publication invalidates it), jobs the open rule of lib/jobs/job-open.ts (an indexed job
// also carries its expiry, after which the engine stops showing it): each reads only the fields in
// its VISIBILITY_FIELDS entry.
import { isPublicBlog } from "@/lib/posts/blog-visibility";
import { isOpenJob } from "@/lib/jobs/job-open";
import type { SearchType } from "./types";

/** A document as read from the database (only the VISIBILITY_FIELDS of its type are used). */
type Flags = Record<string, unknown>;

export const VISIBILITY_FIELDS: Record<SearchType, readonly string[]> = {
  post: ["isPublished", "publishAt"],
  job: ["isApproved", "status", "validThrough", "createdAt"],
  event: ["isApproved"],
  certification: [],
};

export const isPostVisible = (doc: Flags) => isPublicBlog(doc as Parameters<typeof isPublicBlog>[0]);
export const isJobVisible = (doc: Flags) => isOpenJob(doc as Parameters<typeof isOpenJob>[0]);
export const isEventVisible = (doc: Flags) => doc.isApproved === true;
export const isCertificationVisible = (doc: Flags) => Boolean(doc);

export const isVisible: Record<SearchType, (doc: Flags) => boolean> = {
  post: isPostVisible,
  job: isJobVisible,
  event: isEventVisible,
  certification: isCertificationVisible,
};
