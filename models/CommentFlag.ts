// A flag a visitor raised on a comment: one per member or per client address and comment (the
// `_id` makes it unique), with its reason and an optional note for the moderators.
import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { COMMENT_FLAG_REASONS } from "@/lib/comments/comment-schemas";

const commentFlagSchema = new Schema(
  {
    /** `{comment}:m:{member}` or `{comment}:c:{client address}`. */
    _id: { type: String, required: true },
    comment: { type: Schema.Types.ObjectId, ref: "Comment", required: true },
    reason: { type: String, enum: COMMENT_FLAG_REASONS, required: true },
    note: { type: String, trim: true, maxlength: 500, default: "" },
    member: { type: Schema.Types.ObjectId, ref: "Member", default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

commentFlagSchema.index({ comment: 1, createdAt: 1 });
commentFlagSchema.index({ member: 1 });

export type CommentFlagDoc = InferSchemaType<typeof commentFlagSchema>;
export const CommentFlag =
  (mongoose.models.CommentFlag as mongoose.Model<CommentFlagDoc>) ||
  mongoose.model("CommentFlag", commentFlagSchema);
