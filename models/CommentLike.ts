// A member's like of a comment: one row per (comment, member), the `_id` makes it unique.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const commentLikeSchema = new Schema(
  {
    /** `{comment}:{member}`: a second like by the same member is a duplicate key. */
    _id: { type: String, required: true },
    comment: { type: Schema.Types.ObjectId, ref: "Comment", required: true },
    member: { type: Schema.Types.ObjectId, ref: "Member", required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// The comment's count; a member's likes (export and erasure).
commentLikeSchema.index({ comment: 1 });
commentLikeSchema.index({ member: 1 });

export type CommentLikeDoc = InferSchemaType<typeof commentLikeSchema>;
export const CommentLike =
  (mongoose.models.CommentLike as mongoose.Model<CommentLikeDoc>) ||
  mongoose.model("CommentLike", commentLikeSchema);
