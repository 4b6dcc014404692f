import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { doubleOptInFields } from "./double-opt-in-fields";
import { SUBSCRIBER_STATES, type SubscriberState } from "@/lib/constants";

export { SUBSCRIBER_STATES, type SubscriberState };

const subscriberSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    // Rows from before double opt-in have no state: lib/newsletter/subscribers.ts marks them `pending`.
    state: { type: String, enum: SUBSCRIBER_STATES, default: "pending" },
    unsubscribedAt: { type: Date, default: null },
    bouncedAt: { type: Date, default: null },
    ...doubleOptInFields,
  },
  { timestamps: true },
);

// The back-office list: newest first, optionally one state (the e-mail search is a pattern: a scan).
subscriberSchema.index({ state: 1, createdAt: -1, _id: -1 });
subscriberSchema.index({ createdAt: -1, _id: -1 });

export type SubscriberDoc = InferSchemaType<typeof subscriberSchema>;
export const Subscriber =
  (mongoose.models.Subscriber as mongoose.Model<SubscriberDoc>) ||
  mongoose.model("Subscriber", subscriberSchema);
