// Back-office blog schemas: the add-blog form (also the `blog` JSON field of the multipart
// request), the admin list query and the AI prompt.
import { z } from "zod";
import {
  ADMIN_BLOG_PAGE_SIZE,
  ADMIN_BLOG_PAGE_SIZE_MAX,
  BLOG_CATEGORIES,
  COMMENT_MODERATION_LIMIT,
  COMMENT_MODERATION_LIMIT_MAX,
} from "@/lib/constants";
import { fromSiteDateTimeInput } from "@/lib/dates";
import { limitSchema, objectIdSchema, optionalText, pageSchema, requiredText } from "@/lib/common-schemas";

export const BLOG_DESCRIPTION_MAX_LENGTH = 200_000;

/** `publishAt`: an ISO 8601 date-time with a zone ("2026-11-24T09:00:00Z"); empty or null means none. */
const publishAtSchema = z.preprocess(
  (value) => (value === null || value === "" ? undefined : value),
  z.iso
    .datetime({ offset: true, error: "publishAt must be an ISO 8601 date-time, e.g. 2026-11-24T09:00:00Z" })
    .optional(),
);

/** The author named on the form (the signed-in staff member when left empty). */
const authorSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  optionalText("Author", 200),
);

export const createBlogSchema = z.object({
  title: requiredText("Title", 300),
  subTitle: requiredText("Sub title", 500),
  description: z
    .string({ error: "Description must be text" })
    .max(BLOG_DESCRIPTION_MAX_LENGTH, "Description is too long"),
  category: z
    .array(z.enum(BLOG_CATEGORIES, { error: "Unknown category" }), { error: "Category must be a list" })
    .max(BLOG_CATEGORIES.length, "Too many categories"),
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
  publishAt: publishAtSchema,
  author: authorSchema,
});

export type CreateBlogInput = z.output<typeof createBlogSchema>;

/** PUT /api/blog/update-blog/{id}: the add-blog fields, plus `removeImage` to drop the current image. */
export const updateBlogSchema = createBlogSchema.extend({
  removeImage: z.boolean({ error: "removeImage must be true or false" }).optional(),
});

export type UpdateBlogInput = z.output<typeof updateBlogSchema>;

/**
 * The editor form (add and edit): `publishAt` is the `datetime-local` wall time in the site's zone,
 * turned into an ISO date-time before sending (blogFormToPayload).
 */
export const blogFormSchema = createBlogSchema.extend({
  publishAt: z
    .string()
    .optional()
    .refine((value) => !value || fromSiteDateTimeInput(value) !== null, "Enter a valid date and time"),
});

export type BlogFormValues = z.output<typeof blogFormSchema>;

/** The editor's values as the API's `blog` JSON. */
export function blogFormToPayload(values: BlogFormValues): Record<string, unknown> {
  const at = values.publishAt ? fromSiteDateTimeInput(values.publishAt) : null;
  return { ...values, publishAt: at ? at.toISOString() : undefined };
}

/** The `blog` multipart field: a JSON string; missing optional keys get defaults. */
const blogJsonSchema = z.string({ error: "The blog field is required" }).transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: "custom", message: "The blog field must be valid JSON" });
    return z.NEVER;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: "custom", message: "The blog field must be a JSON object" });
    return z.NEVER;
  }
  const record = value as Record<string, unknown>;
  return {
    ...record,
    description: record.description ?? "",
    category: typeof record.category === "string" ? [record.category] : (record.category ?? []),
    isPublished: record.isPublished ?? false,
  };
});

/** The `blog` field of POST /api/blog/add-blog. */
export const createBlogFieldSchema = blogJsonSchema.pipe(createBlogSchema);

/** The `blog` field of PUT /api/blog/update-blog/{id}. */
export const updateBlogFieldSchema = blogJsonSchema.pipe(updateBlogSchema);

export const adminBlogsQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: limitSchema(ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_PAGE_SIZE_MAX).default(ADMIN_BLOG_PAGE_SIZE),
  /** Only the posts of this author (the name shown on the post). */
  author: z
    .string({ error: "author must be text" })
    .trim()
    .max(200, "author must be at most 200 characters")
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** /api/{role}/blog/{id}/restore/{revisionId} and /revisions/{revisionId}. */
export const revisionParamsSchema = z.object({ id: objectIdSchema, revisionId: objectIdSchema });

export const generateBlogSchema = z.object({
  prompt: z
    .string({ error: "Please enter a title" })
    .trim()
    .min(1, "Please enter a title")
    .max(500, "The title must be at most 500 characters"),
});

/** GET /api/{role}/comments: optional `status` (approved | pending) and a capped `limit`. */
export const moderationCommentsQuerySchema = z.object({
  status: z.enum(["approved", "pending"], { error: "status must be approved or pending" }).optional(),
  limit: limitSchema(COMMENT_MODERATION_LIMIT, COMMENT_MODERATION_LIMIT_MAX).default(
    COMMENT_MODERATION_LIMIT,
  ),
});
