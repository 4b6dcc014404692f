// What an importer reads from a WordPress (WXR) or Ghost export, before anything is stored: one
// shape per kind of item, whatever the source. `sourceId` is stable per source site and item, so a
// second import of the same file finds what the first stored and adds nothing.
export type ImportSource = "wordpress" | "ghost" | "hrpulse";

export type ImportedPostStatus = "published" | "draft" | "scheduled";

export type ImportedComment = {
  sourceId: string;
  /** The source id of the comment it answers (same post), or null. */
  parentSourceId: string | null;
  name: string;
  content: string;
  date: Date;
};

export type ImportedPost = {
  kind: "post";
  sourceId: string;
  title: string;
  /** The standfirst: the excerpt, or the start of the text. */
  subTitle: string;
  /** Unsanitized HTML as the source wrote it (the one sanitizer runs before storing). */
  html: string;
  status: ImportedPostStatus;
  date: Date;
  authorName: string;
  /** Category and tag names as the source spelled them. */
  categories: string[];
  tags: string[];
  featureImage?: string;
  /** Paths on the old site that should answer 301 to the new article. */
  legacyPaths: string[];
  comments: ImportedComment[];
};

export type ImportedJob = {
  kind: "job";
  sourceId: string;
  title: string;
  html: string;
  company: string;
  location: string;
  remote: boolean;
  filled: boolean;
  expires?: Date;
  applyUrl?: string;
  applyEmail?: string;
  date: Date;
  published: boolean;
};

export type ImportedEvent = {
  kind: "event";
  sourceId: string;
  title: string;
  html: string;
  start: Date;
  end?: Date;
  timeZone?: string;
  venue: string;
  cost?: { amount: number; currency: string };
  url?: string;
  date: Date;
  published: boolean;
};

/** An item of a kind we do not import (pages, menus, attachments counted apart, …). */
export type SkippedItem = { kind: "skipped"; sourceId: string; reason: string };

export type ImportedItem = ImportedPost | ImportedJob | ImportedEvent | SkippedItem;

/** Raised for a file that is not what it claims to be: the import fails with this message. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}
