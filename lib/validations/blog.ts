// Schemas for the public blog listing: the API query and the home page's URL parameters.
import { z } from "zod";
import { ALL_CATEGORY, BLOG_CATEGORIES, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX, type BlogCategory } from "@/lib/constants";
import { limitSchema, pageSchema } from "@/lib/validations/common";

export const BLOG_SEARCH_MAX_LENGTH = 200;

const isCategory = (value: string): value is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(value);

/** An optional search term: trimmed, empty means "no search". */
const searchSchema = z
  .string({ error: "search must be text" })
  .trim()
  .max(BLOG_SEARCH_MAX_LENGTH, `search must be at most ${BLOG_SEARCH_MAX_LENGTH} characters`)
  .optional()
  .transform((value) => (value ? value : undefined));

/** An optional category: "All" (or nothing) means every category. */
const categorySchema = z
  .string({ error: "category must be text" })
  .trim()
  .optional()
  .refine((value) => !value || value === ALL_CATEGORY || isCategory(value), "Unknown category")
  .transform((value) => (value && isCategory(value) ? value : undefined));

/** GET /api/blog/all: bad page/limit values are clamped, unknown categories rejected. */
export const blogListQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: limitSchema(BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX).default(BLOG_PAGE_SIZE),
  search: searchSchema,
  category: categorySchema,
});

export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** The home page's URL state: never fails, anything unusable falls back to its default. */
export const blogListingParamsSchema = z.object({
  page: pageSchema.default(1),
  search: searchSchema.catch(undefined),
  category: categorySchema.catch(undefined),
});

export type BlogListingParams = z.output<typeof blogListingParamsSchema>;

/** Reads Next's `searchParams` (repeated keys keep their first value). */
export function parseBlogListingParams(raw: Record<string, string | string[] | undefined>): BlogListingParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return blogListingParamsSchema.parse({
    page: first(raw.page),
    search: first(raw.search),
    category: first(raw.category),
  });
}

/** The home page URL for a listing state; defaults (All, no search, page 1) are left out. */
export function blogListingHref(state: { category?: string; search?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (state.category && state.category !== ALL_CATEGORY) params.set("category", state.category);
  if (state.search) params.set("search", state.search);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

/** "Page X of Y" (X is 0 when there are no results) and the neighbouring pages, null when disabled. */
export function paginationState(page: number, totalPages: number) {
  return {
    current: totalPages === 0 ? 0 : page,
    totalPages,
    previous: page > 1 ? Math.max(1, Math.min(page - 1, totalPages)) : null,
    next: page < totalPages ? page + 1 : null,
  };
}
