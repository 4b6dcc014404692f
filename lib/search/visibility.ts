// Which items the search may show: one rule per type, applied to every item the index reads (the
// start-up build and each re-read after a change). Hidden items are never indexed, so they never
// appear. The post rule follows "published" (issue 17 adds scheduling), the job rule "approved"
// (issue 19 adds "open"): each reads only the fields in its VISIBILITY_FIELDS entry.
import type { SearchType } from "./types";

/** A document as read from the database (only the VISIBILITY_FIELDS of its type are used). */
type Flags = Record<string, unknown>;

export const VISIBILITY_FIELDS: Record<SearchType, readonly string[]> = {
  post: ["isPublished"],
  job: ["isApproved"],
  event: ["isApproved"],
  certification: [],
};

export const isPostVisible = (doc: Flags) => doc.isPublished === true;
export const isJobVisible = (doc: Flags) => doc.isApproved === true;
export const isEventVisible = (doc: Flags) => doc.isApproved === true;
export const isCertificationVisible = (doc: Flags) => Boolean(doc);

export const isVisible: Record<SearchType, (doc: Flags) => boolean> = {
  post: isPostVisible,
  job: isJobVisible,
  event: isEventVisible,
  certification: isCertificationVisible,
};
