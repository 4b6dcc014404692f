// The public listings' URLs and pagination, free of zod so the browser can use them cheaply.
// Listing state lives in the path (/page/2, /category/payroll/page/2, /jobs/page/3); only a search
// term is a query string (/?search=…), and search results are never cached.
import { ALL_CATEGORY, BLOG_CATEGORIES, type BlogCategory } from "@/lib/constants";

/** A category's path segment: the name lower-cased with hyphens ("People Analytics" → "people-analytics"). */
export function categorySlug(category: string): string {
  return category.toLowerCase().trim().replace(/\s+/g, "-");
}

/** The category a slug names, `null` for anything else. */
export function categoryFromSlug(slug: string): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug) ?? null;
}

/** A page number from a path segment; `null` unless it is a canonical whole number ≥ 1. */
export function pageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,6}$/.test(segment)) return null;
  return Number(segment);
}

/** `base` for page 1, `base/page/N` after it (`/page/N` for the home listing). */
export function pagedPath(base: string, page = 1): string {
  if (page <= 1) return base;
  return `${base === "/" ? "" : base}/page/${page}`;
}

/** The home listing for a category (every category when absent or "All"). */
export function categoryPath(category?: string): string {
  return category && category !== ALL_CATEGORY ? `/category/${categorySlug(category)}` : "/";
}

/**
 * The URL of a listing state: the path form without a search, `/?search=…` (category kept, page
 * after the first) with one.
 */
export function blogListingHref(state: { category?: string; search?: string; page?: number }): string {
  if (!state.search) return pagedPath(categoryPath(state.category), state.page);
  const params = new URLSearchParams();
  if (state.category && state.category !== ALL_CATEGORY) params.set("category", state.category);
  params.set("search", state.search);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  return `/?${params.toString()}`;
}
