// Schemas for a visitor's comment.
import { z } from "zod";
import { COMMENT_CONTENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from "@/lib/constants";
import { objectIdSchema, optionalEmailSchema, requiredText } from "@/lib/validations/common";

export const addCommentSchema = z.object({
  blog: objectIdSchema,
  name: requiredText("Name", COMMENT_NAME_MAX_LENGTH),
  content: requiredText("Comment", COMMENT_CONTENT_MAX_LENGTH),
  /** Optional: the commenter hears whether the comment was approved. Never shown publicly. */
  email: optionalEmailSchema,
});

export type AddCommentInput = z.output<typeof addCommentSchema>;
