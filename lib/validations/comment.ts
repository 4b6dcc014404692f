// Schemas for a visitor's comment.
import { z } from "zod";
import { objectIdSchema, requiredText } from "@/lib/validations/common";

export const COMMENT_NAME_MAX_LENGTH = 80;
export const COMMENT_CONTENT_MAX_LENGTH = 2000;

export const addCommentSchema = z.object({
  blog: objectIdSchema,
  name: requiredText("Name", COMMENT_NAME_MAX_LENGTH),
  content: requiredText("Comment", COMMENT_CONTENT_MAX_LENGTH),
});

export type AddCommentInput = z.output<typeof addCommentSchema>;
