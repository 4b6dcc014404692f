// Schemas for the public blog listing: the API query and the home page's URL parameters.
import { z } from "zod";
import {
  ALL_CATEGORY,
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
  BLOG_SEARCH_MAX_LENGTH,
  type BlogCategory,
} from "@/lib/constants";
import { limitSchema, pageSchema } from "@/lib/common-schemas";

const isCategory = (value: string): value is BlogCategory =>
  (BLOG_CATEGORIES as readonly string[]).includes(value);

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
export function parseBlogListingParams(
  raw: Record<string, string | string[] | undefined>,
): BlogListingParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return blogListingParamsSchema.parse({
    page: first(raw.page),
    search: first(raw.search),
    category: first(raw.category),
  });
}
