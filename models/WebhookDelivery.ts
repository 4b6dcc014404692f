import mongoose, { Schema, type InferSchemaType } from "mongoose";

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;

const attemptSchema = new Schema(
  {
    at: { type: Date, required: true },
    /** The receiver's HTTP status; 0 when none came (timeout, refused, connection error). */
    status: { type: Number, required: true },
    error: { type: String, maxlength: 500 },
    durationMs: { type: Number },
  },
  { _id: false },
);

/**
 * One event for one webhook: the exact body every attempt sends (so the signature and the
 * X-HRPulse-Delivery id stay the same across retries) and the attempts so far, oldest first.
 */
const webhookDeliverySchema = new Schema(
  {
    webhook: { type: Schema.Types.ObjectId, ref: "Webhook", required: true },
    event: { type: String, required: true },
    payload: { type: String, required: true },
    state: { type: String, enum: DELIVERY_STATES, default: "pending" },
    attempts: { type: [attemptSchema], default: [] },
    /** While pending: when a server may try it (claiming moves it past the attempt's deadline). */
    nextAttemptAt: { type: Date },
  },
  { timestamps: true },
);

// The sweep: pending deliveries that are due.
webhookDeliverySchema.index({ state: 1, nextAttemptAt: 1 });
// A webhook's delivery log, newest first.
webhookDeliverySchema.index({ webhook: 1, createdAt: -1, _id: -1 });

export type WebhookDeliveryDoc = InferSchemaType<typeof webhookDeliverySchema>;
export const WebhookDelivery =
  (mongoose.models.WebhookDelivery as mongoose.Model<WebhookDeliveryDoc>) ||
  mongoose.model("WebhookDelivery", webhookDeliverySchema);
