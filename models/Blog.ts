import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { BLOG_CATEGORIES } from "@/lib/constants";

const blogSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 300 },
    subTitle: { type: String, required: true, trim: true, maxlength: 500 },
    /** Sanitized HTML: every writer passes it through lib/html/sanitize before saving. */
    description: { type: String, default: "" },
    /** Plain-text start of the description, so listings never load the body. */
    excerpt: { type: String, default: "" },
    /** Lower-cased title + subtitle + description text: the field search matches (no collation here). */
    searchText: { type: String, default: "", select: false },
    image: { type: String },
    author: {
      name: { type: String, required: true, trim: true, maxlength: 200 },
      user: { type: Schema.Types.ObjectId, ref: "User" },
    },
    category: { type: [{ type: String, enum: BLOG_CATEGORIES }], default: [] },
    /** Free tags (imported posts keep their source's tags and unmatched categories here). */
    tags: { type: [String], default: undefined },
    isPublished: { type: Boolean, default: false },
    /**
     * Scheduled publication: a published post with a future `publishAt` stays hidden until then
     * (the rule is lib/posts/blog-visibility.ts). Never stored as null: absent means "now".
     */
    publishAt: { type: Date },
    /** Who saved the current version (revisions record it with the text they replace). */
    lastEditedBy: {
      name: { type: String, trim: true, maxlength: 200 },
      user: { type: Schema.Types.ObjectId, ref: "User" },
    },
    isFromRss: { type: Boolean, default: false },
    /** Present only on imported posts (unique + sparse: never stored as ""). */
    rssSource: { type: String },
  },
  { timestamps: true },
);

// Each listing's equality fields, then its sort with the _id tie-breaker (tests/api/serving/query-plans.test.ts).
blogSchema.index({ isPublished: 1, createdAt: -1, _id: -1 });
blogSchema.index({ isPublished: 1, category: 1, createdAt: -1, _id: -1 });
blogSchema.index({ createdAt: -1, _id: -1 });
// The Blogs Vault's author filter.
blogSchema.index({ "author.name": 1, createdAt: -1, _id: -1 });
blogSchema.index({ rssSource: 1 }, { unique: true, sparse: true });

export type BlogDoc = InferSchemaType<typeof blogSchema>;
export const Blog = (mongoose.models.Blog as mongoose.Model<BlogDoc>) || mongoose.model("Blog", blogSchema);
