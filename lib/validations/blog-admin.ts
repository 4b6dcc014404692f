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
import { limitSchema, pageSchema, requiredText } from "@/lib/validations/common";

export const BLOG_DESCRIPTION_MAX_LENGTH = 200_000;

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
});

export type CreateBlogInput = z.output<typeof createBlogSchema>;

/** The `blog` field of POST /api/blog/add-blog: a JSON string; missing optional keys get defaults. */
export const createBlogFieldSchema = z
  .string({ error: "The blog field is required" })
  .transform((text, ctx) => {
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
  })
  .pipe(createBlogSchema);

export const adminBlogsQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: limitSchema(ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_PAGE_SIZE_MAX).default(ADMIN_BLOG_PAGE_SIZE),
});

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
