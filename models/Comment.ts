import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { moderationFields } from "./moderation-fields";

const commentSchema = new Schema(
  {
    blog: { type: Schema.Types.ObjectId, ref: "Blog", required: true },
    name: { type: String, required: true, trim: true, maxlength: 80 },
    content: { type: String, required: true, trim: true, maxlength: 2000 },
    /** The approved comment this one answers (same post), or absent. */
    parent: { type: Schema.Types.ObjectId, ref: "Comment" },
    isApproved: { type: Boolean, default: false },
    ...moderationFields,
    submitterEmail: { type: String, trim: true, lowercase: true },
    approvedAt: { type: Date },
  },
  { timestamps: true },
);

commentSchema.index({ blog: 1, isApproved: 1, createdAt: -1, _id: -1 });
commentSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
commentSchema.index({ createdAt: -1, _id: -1 });
// The moderation inbox: one state, newest first; a submitter's pending items (spam tools).
commentSchema.index({ state: 1, createdAt: -1, _id: -1 });
commentSchema.index({ submitterEmail: 1, state: 1 });
commentSchema.index({ submitterAddress: 1, state: 1 });

export type CommentDoc = InferSchemaType<typeof commentSchema>;
export const Comment =
  (mongoose.models.Comment as mongoose.Model<CommentDoc>) || mongoose.model("Comment", commentSchema);
