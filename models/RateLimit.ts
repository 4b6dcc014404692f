import mongoose, { Schema, type InferSchemaType } from "mongoose";

/** One fixed-window counter. Expired windows are deleted explicitly (no TTL index on the local database). */
const rateLimitSchema = new Schema({
  key: { type: String, required: true, unique: true },
  count: { type: Number, default: 0 },
  expiresAt: { type: Date, required: true },
});

rateLimitSchema.index({ expiresAt: 1 });

export type RateLimitDoc = InferSchemaType<typeof rateLimitSchema>;
export const RateLimit =
  (mongoose.models.RateLimit as mongoose.Model<RateLimitDoc>) || mongoose.model("RateLimit", rateLimitSchema);
