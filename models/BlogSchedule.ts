import mongoose, { Schema, type InferSchemaType } from "mongoose";

/**
 * The posts waiting for their publication time, keyed by post id: a small collection every server
 * polls (lib/posts/publish-scheduler.ts) without scanning the posts.
 */
const blogScheduleSchema = new Schema({
  _id: { type: Schema.Types.ObjectId, required: true },
  publishAt: { type: Date, required: true },
});

export type BlogScheduleDoc = InferSchemaType<typeof blogScheduleSchema>;
export const BlogSchedule =
  (mongoose.models.BlogSchedule as mongoose.Model<BlogScheduleDoc>) ||
  mongoose.model("BlogSchedule", blogScheduleSchema);
