// Schemas for the newsletter: confirmation and unsubscribe tokens, the subscriber list, the mail
// log and staff newsletters.
import { z } from "zod";
import { MAIL_STATUSES, SUBSCRIBER_STATES } from "@/lib/constants";
import { objectIdSchema, pageSchema, requiredText } from "@/lib/common-schemas";

export const NEWSLETTER_BODY_MAX = 100_000;
export const NEWSLETTER_MAX_POSTS = 10;

const tokenSchema = z
  .string({ error: "The link is incomplete: token is required" })
  .trim()
  .min(1, "The link is incomplete: token is required")
  .max(200, "The link is not valid");

export const confirmSchema = z.object({ token: tokenSchema });
export const unsubscribeQuerySchema = z.object({ token: tokenSchema });

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const subscribersQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(254, "search is too long").optional()),
  state: z.preprocess(
    emptyToUndefined,
    z.enum(SUBSCRIBER_STATES, { error: `state must be one of ${SUBSCRIBER_STATES.join(", ")}` }).optional(),
  ),
  page: pageSchema.optional().default(1),
});

export const mailLogQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(MAIL_STATUSES, { error: `status must be one of ${MAIL_STATUSES.join(", ")}` }).optional(),
  ),
  page: pageSchema.optional().default(1),
});

export const newsletterDraftSchema = z
  .object({
    subject: requiredText("Subject", 200),
    body: z
      .string({ error: "Body must be text" })
      .max(NEWSLETTER_BODY_MAX, "Body is too long")
      .optional()
      .default(""),
    postIds: z
      .array(objectIdSchema, { error: "postIds must be a list of post ids" })
      .max(NEWSLETTER_MAX_POSTS, `Pick at most ${NEWSLETTER_MAX_POSTS} posts`)
      .optional()
      .default([]),
  })
  .refine((draft) => draft.postIds.length > 0 || draft.body.replace(/<[^>]*>/g, "").trim() !== "", {
    message: "Write a message or pick at least one post",
    path: ["body"],
  });

export type NewsletterDraftInput = z.input<typeof newsletterDraftSchema>;

export const runParamsSchema = z.object({
  id: z.string().regex(/^newsletter-[0-9a-f-]{36}$/i, "Invalid id"),
});
