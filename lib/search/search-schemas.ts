// GET /api/search and the /search page: the query, its type and category filters and its page.
import { z } from "zod";
import {
  BLOG_CATEGORIES,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from "@/lib/constants";

export const SEARCH_TYPE_VALUES = ["post", "job", "event", "certification"] as const;

const QUERY_MESSAGE = `q must be 1 to ${SEARCH_QUERY_MAX_LENGTH} characters`;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: QUERY_MESSAGE })
    .max(SEARCH_QUERY_MAX_LENGTH, QUERY_MESSAGE)
    .trim()
    .min(1, QUERY_MESSAGE),
  type: z.enum(SEARCH_TYPE_VALUES, { error: "type must be post, job, event or certification" }).optional(),
  category: z.enum(BLOG_CATEGORIES, { error: "Unknown category" }).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1000, "page must be at most 1000")
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .int(`limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
    .max(SEARCH_LIMIT_MAX, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
    .default(SEARCH_LIMIT_DEFAULT),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;
