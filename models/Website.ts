import mongoose, { Schema, type InferSchemaType } from "mongoose";

/** The About record. `key` is always "main" and unique, so a second record can never be created. */
const websiteSchema = new Schema(
  {
    key: { type: String, default: "main", unique: true },
    about: { type: String, default: "" },
    /** The legal pages (/privacy, /terms): sanitized HTML like the About text. */
    privacy: { type: String, default: "" },
    terms: { type: String, default: "" },
    socialLinks: {
      facebook: { type: String, default: "" },
      instagram: { type: String, default: "" },
      linkedin: { type: String, default: "" },
    },
    contactInfo: {
      email: { type: String, default: "" },
    },
  },
  { timestamps: true },
);

export type WebsiteDoc = InferSchemaType<typeof websiteSchema>;
export const Website =
  (mongoose.models.Website as mongoose.Model<WebsiteDoc>) || mongoose.model("Website", websiteSchema);
