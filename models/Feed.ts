import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { DEFAULT_FEED_CATEGORY } from "@/lib/feeds/feed-schemas";

const feedSchema = new Schema(
  {
    /** Normalised (URL.href) http/https address; one entry per feed. */
    url: { type: String, required: true, trim: true, maxlength: 2000, unique: true },
    /** The feed's own title, remembered from its last successful fetch. */
    title: { type: String, trim: true, maxlength: 300 },
    category: { type: String, enum: BLOG_CATEGORIES, default: DEFAULT_FEED_CATEGORY, required: true },
    lastRun: {
      at: { type: Date },
      imported: { type: Number, default: 0 },
      skipped: { type: Number, default: 0 },
      /** Why the last run failed; absent when it succeeded. */
      error: { type: String, maxlength: 500 },
    },
  },
  { timestamps: true },
);

export type FeedDoc = InferSchemaType<typeof feedSchema>;
export const Feed = (mongoose.models.Feed as mongoose.Model<FeedDoc>) || mongoose.model("Feed", feedSchema);
