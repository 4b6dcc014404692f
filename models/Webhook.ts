import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { WEBHOOK_EVENTS } from "@/lib/integrations/integrations-schemas";

/** A receiver registered by an admin: where to POST which events, and the secret that signs them. */
const webhookSchema = new Schema(
  {
    url: { type: String, required: true, trim: true, maxlength: 2000 },
    events: { type: [{ type: String, enum: WEBHOOK_EVENTS }], required: true },
    /** Signs every delivery (HMAC needs the secret itself, so it is stored; never read back out). */
    secret: { type: String, required: true, select: false },
    createdBy: {
      name: { type: String, trim: true, maxlength: 200 },
      user: { type: Schema.Types.ObjectId, ref: "User" },
    },
  },
  { timestamps: true },
);

// An event's subscribers (every content write asks).
webhookSchema.index({ events: 1 });
webhookSchema.index({ createdAt: -1, _id: -1 });

export type WebhookDoc = InferSchemaType<typeof webhookSchema>;
export const Webhook =
  (mongoose.models.Webhook as mongoose.Model<WebhookDoc>) || mongoose.model("Webhook", webhookSchema);
