// The moderation inbox's requests: the listing query, bulk decisions and saved replies.
import { z } from "zod";
import {
  MODERATION_BULK_MAX,
  MODERATION_PAGE_SIZE,
  MODERATION_PAGE_SIZE_MAX,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_STATES,
  MODERATION_TYPES,
} from "@/lib/constants";
import { limitSchema, pageSchema } from "@/lib/common-schemas";

export const moderationTypeSchema = z.enum(MODERATION_TYPES, { error: "type must be comment, event or job" });
export const moderationStateSchema = z.enum(MODERATION_STATES, {
  error: "state must be pending, approved or rejected",
});

/** GET /api/{role}/moderation: optional type and state (empty means all), page, limit (≤ 200). */
export const moderationListQuerySchema = z.object({
  type: z.preprocess((value) => (value === "" ? undefined : value), moderationTypeSchema.optional()),
  state: z.preprocess((value) => (value === "" ? undefined : value), moderationStateSchema.optional()),
  /** Issue 32: `flagged=true` lists the comments with flags still to decide on. */
  flagged: z
    .enum(["true", "false", ""], { error: "flagged must be true or false" })
    .optional()
    .transform((value) => (value === "true" ? true : undefined)),
  page: pageSchema.optional().default(1),
  limit: limitSchema(MODERATION_PAGE_SIZE, MODERATION_PAGE_SIZE_MAX).optional().default(MODERATION_PAGE_SIZE),
});

export const moderationReasonSchema = z
  .string({ error: "Reason must be text" })
  .trim()
  .max(MODERATION_REASON_MAX_LENGTH, `Reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`);

/**
 * POST /api/{role}/moderation. Each item's id is checked on its own (a malformed id is that item's
 * failed result, not a refused call); a reject needs a reason.
 */
const moderationBulkFields = z.object({
  action: z.enum(["approve", "reject", "delete", "spam"], {
    error: "action must be approve, reject, delete or spam",
  }),
  items: z
    .array(
      z.object({
        type: moderationTypeSchema,
        id: z.string({ error: "Each item needs an id" }).max(100, "Invalid id"),
      }),
      { error: "items must be a list" },
    )
    .min(1, "Select at least one item")
    .max(MODERATION_BULK_MAX, `At most ${MODERATION_BULK_MAX} items per call`),
  reason: moderationReasonSchema.optional(),
  block: z.boolean({ error: "block must be true or false" }).optional(),
  sameSubmitter: z.boolean({ error: "sameSubmitter must be true or false" }).optional(),
});

export const moderationBulkSchema = moderationBulkFields.superRefine((body, ctx) => {
  if (body.action === "reject" && !body.reason) {
    ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason is required to reject" });
  }
});

export type ModerationBulkInput = z.output<typeof moderationBulkSchema>;

/** The spam dialog's two choices (the bulk call's own fields). */
export const spamChoiceSchema = moderationBulkFields.pick({ sameSubmitter: true, block: true }).required();
export type SpamChoice = z.output<typeof spamChoiceSchema>;

export const savedReplySchema = z.object({
  text: z
    .string({ error: "Reply text is required" })
    .trim()
    .min(1, "Reply text is required")
    .max(
      MODERATION_REASON_MAX_LENGTH,
      `Reply text must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
    ),
});
