// Query schemas of the Content API (/api/v1): strict, so a bad value is a 400 that says why
// rather than a silently different answer.
import { z } from "zod";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { EMPLOYMENT_TYPES, WORKPLACES } from "@/lib/jobs/fields";

export const CONTENT_API_DEFAULT_LIMIT = 20;
export const CONTENT_API_MAX_LIMIT = 100;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const whole = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `${name} must be a whole number from 1 to ${max}`);

const paging = {
  page: whole("page", 1_000_000).default(1),
  limit: whole("limit", CONTENT_API_MAX_LIMIT).default(CONTENT_API_DEFAULT_LIMIT),
  /** Only items changed at or after this instant (a date alone is midnight UTC). */
  updatedSince: z
    .string()
    .regex(ISO_DATE, "updatedSince must be an ISO 8601 date, e.g. 2026-01-31 or 2026-01-31T08:00:00Z")
    .transform(
      (value) => new Date(/T/.test(value) && !/(Z|[+-]\d{2}:\d{2})$/.test(value) ? `${value}Z` : value),
    )
    .refine((date) => !Number.isNaN(date.getTime()), "updatedSince must be a valid date")
    .optional(),
};

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(", ")}` }).optional();

export const postsQuerySchema = z.object({ ...paging, category: oneOf("category", BLOG_CATEGORIES) });
export const jobsQuerySchema = z.object({
  ...paging,
  type: oneOf("type", EMPLOYMENT_TYPES),
  workplace: oneOf("workplace", WORKPLACES),
});
export const eventsQuerySchema = z.object({
  ...paging,
  upcoming: z.enum(["true", "false"], { error: "upcoming must be true or false" }).optional(),
});
export const certificationsQuerySchema = z.object(paging);

export type ContentPaging = { page: number; limit: number; updatedSince?: Date };
export type PostsQuery = z.output<typeof postsQuerySchema>;
export type JobsQuery = z.output<typeof jobsQuerySchema>;
export type EventsQuery = z.output<typeof eventsQuerySchema>;
export type CertificationsQuery = z.output<typeof certificationsQuerySchema>;
