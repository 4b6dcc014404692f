import mongoose, { Schema, type InferSchemaType } from "mongoose";

const commentSchema = new Schema(
  {
    blog: { type: Schema.Types.ObjectId, ref: "Blog", required: true },
    name: { type: String, required: true, trim: true, maxlength: 80 },
    content: { type: String, required: true, trim: true, maxlength: 2000 },
    isApproved: { type: Boolean, default: false },
  },
  { timestamps: true },
);

commentSchema.index({ blog: 1, isApproved: 1, createdAt: -1, _id: -1 });
commentSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
commentSchema.index({ createdAt: -1, _id: -1 });

export type CommentDoc = InferSchemaType<typeof commentSchema>;
export const Comment =
  (mongoose.models.Comment as mongoose.Model<CommentDoc>) || mongoose.model("Comment", commentSchema);
