import mongoose, { Schema, type InferSchemaType } from "mongoose";

/** A post as it was before a save: its text, and who saved that version when. */
const blogRevisionSchema = new Schema({
  blog: { type: Schema.Types.ObjectId, ref: "Blog", required: true },
  title: { type: String, required: true },
  subTitle: { type: String, default: "" },
  description: { type: String, default: "" },
  category: { type: [String], default: [] },
  savedAt: { type: Date, required: true },
  savedBy: { name: { type: String, default: "" }, user: { type: Schema.Types.ObjectId, ref: "User" } },
});

blogRevisionSchema.index({ blog: 1, savedAt: -1, _id: -1 });

export type BlogRevisionDoc = InferSchemaType<typeof blogRevisionSchema>;
export const BlogRevision =
  (mongoose.models.BlogRevision as mongoose.Model<BlogRevisionDoc>) ||
  mongoose.model("BlogRevision", blogRevisionSchema);
