// Schemas for comments: a visitor's comment or reply, likes, flags and staff replies.
import { z } from "zod";
import { COMMENT_CONTENT_MAX_LENGTH, COMMENT_FLAG_NOTE_MAX, COMMENT_NAME_MAX_LENGTH } from "@/lib/constants";
import { objectIdSchema, optionalEmailSchema, requiredText } from "@/lib/common-schemas";

const contentSchema = requiredText("Comment", COMMENT_CONTENT_MAX_LENGTH);

/** The guest form's schema: a name and a comment (the spec's form). */
export const addCommentSchema = z.object({
  blog: objectIdSchema,
  name: requiredText("Name", COMMENT_NAME_MAX_LENGTH),
  content: contentSchema,
  /** Optional: the commenter hears whether the comment was approved. Never shown publicly. */
  email: optionalEmailSchema,
  /** "E-mail me when someone replies": needs `email`, and is confirmed once by mail. */
  notifyReplies: z.boolean({ error: "notifyReplies must be true or false" }).optional(),
  /** The approved comment on the same post this one answers. */
  parent: objectIdSchema.optional(),
});

export type AddCommentInput = z.output<typeof addCommentSchema>;

/**
 * What POST /api/blog/add-comment accepts: a member's name comes from their profile, so `name` may
 * be missing there; a guest without one is refused with the same message as the form's.
 */
export const commentRequestSchema = addCommentSchema.extend({
  name: requiredText("Name", COMMENT_NAME_MAX_LENGTH).optional(),
});
export type CommentRequest = z.output<typeof commentRequestSchema>;

/** The member form: no name field (the profile's name is used). */
export const memberCommentSchema = addCommentSchema.omit({ name: true, email: true, notifyReplies: true });
export type MemberCommentInput = z.output<typeof memberCommentSchema>;

/** A member without a display name picks one with their first comment (it becomes their profile's). */
export const namingMemberCommentSchema = addCommentSchema.omit({ email: true, notifyReplies: true });

export const COMMENT_FLAG_REASONS = ["spam", "abuse", "off-topic", "other"] as const;
export type CommentFlagReason = (typeof COMMENT_FLAG_REASONS)[number];

export const flagCommentSchema = z.object({
  reason: z.enum(COMMENT_FLAG_REASONS, { error: "Choose a reason: spam, abuse, off-topic or other" }),
  note: z
    .string({ error: "The note must be text" })
    .trim()
    .max(COMMENT_FLAG_NOTE_MAX, `The note must be at most ${COMMENT_FLAG_NOTE_MAX} characters`)
    .optional(),
});
export type FlagCommentInput = z.output<typeof flagCommentSchema>;

export const staffReplySchema = z.object({ content: contentSchema });
