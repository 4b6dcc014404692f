import mongoose, { Schema } from "mongoose";

/** An old site's address (`/2023/05/slug/`, `/?p=123`, `/slug/`) and the page it moved to: 301. */
const legacyRedirectSchema = new Schema(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
  },
  { timestamps: true },
);

export type LegacyRedirectDoc = { _id: string; to: string };
export const LegacyRedirect =
  (mongoose.models.LegacyRedirect as mongoose.Model<LegacyRedirectDoc>) ||
  mongoose.model("LegacyRedirect", legacyRedirectSchema);
