// The `[n]` and `[slug]` segments of the public listing routes: a canonical page number ≥ 2 (page 1
// has no /page/1 form: next.config.ts redirects it), a known category slug, anything else a 404.
import { notFound } from "next/navigation";
import { categoryFromSlug, pageFromSegment } from "@/lib/posts/blog-listing";
import type { BlogCategory } from "@/lib/constants";

export type PageParams = Promise<{ n: string }>;

export function pageOrNotFound(segment: string): number {
  const page = pageFromSegment(segment);
  if (page === null || page < 2) notFound();
  return page;
}

export function categoryOrNotFound(slug: string): BlogCategory {
  const category = categoryFromSlug(slug);
  if (!category) notFound();
  return category;
}

/** A listing page beyond the last is a 404 (page 1 of an empty list is the empty state). */
export function assertPageExists(page: number, totalPages: number): void {
  if (page > Math.max(1, totalPages)) notFound();
}
