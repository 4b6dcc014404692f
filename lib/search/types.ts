// The shapes the search works with: what is indexed per item, and what a result carries.
import type { BlogCard } from "@/lib/posts/blog-card";

export const SEARCH_TYPES = ["post", "job", "event", "certification"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One item as indexed. `body` is indexed but never kept in memory; `excerpt` is a bounded copy for snippets. */
export type SearchDocument = {
  /** `{type}:{id}`: unique across types. */
  key: string;
  type: SearchType;
  id: string;
  title: string;
  /** Subtitle, company or skills: ranked between the title and the body. */
  sub: string;
  /** Categories and author, or location. */
  meta: string;
  body: string;
  /** Milliseconds; the newer item wins a tie. */
  date: number;
  categories: string[];
  excerpt: string;
  /** Milliseconds after which the item stops showing by itself (a job's expiry). */
  hiddenAfter?: number;
  /** A post's card: the home and category listings are served from the index (lib/search/index-state.ts). */
  card?: BlogCard;
};

/**
 * What the index keeps per item besides its terms. A post keeps no `excerpt` of its own: its card
 * holds the subtitle and excerpt the snippet text is made from (`snippetSource` in ./documents).
 */
export type StoredItem = Omit<SearchDocument, "sub" | "meta" | "body" | "excerpt"> & { excerpt?: string };

/** One search answer item (GET /api/search). */
export type SearchResult = {
  type: SearchType;
  id: string;
  /** Plain text. */
  title: string;
  url: string;
  /** Escaped HTML: text with the matched words in <mark>. */
  snippet: string;
  /** ISO date. */
  date: string;
};

export type SearchCounts = Record<SearchType, number>;

export type SearchAnswer = {
  results: SearchResult[];
  /** Matches of the requested type (all types when none). */
  total: number;
  /** Matches per type, for the search page's tabs. */
  counts: SearchCounts;
  tookMs: number;
  /** "index" once the in-process index is built, "database" while it falls back to a query. */
  source: "index" | "database";
};

export const searchKey = (type: SearchType, id: string) => `${type}:${id}`;

export function itemUrl(type: SearchType, id: string): string {
  switch (type) {
    case "post":
      return `/blog/${id}`;
    case "job":
      return `/jobs/${id}`;
    case "event":
      return `/events/${id}`;
    case "certification":
      return `/certifications/${id}`;
  }
}

export const emptyCounts = (): SearchCounts => ({ post: 0, job: 0, event: 0, certification: 0 });
