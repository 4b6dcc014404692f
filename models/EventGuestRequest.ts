// A guest's registration waiting for their address to be confirmed (double opt-in, as for guest
// applications): confirming it registers them (models/EventRegistration.ts). `_id` is made from the
// event and the address, so one address holds one request per event.
import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { doubleOptInFields } from "./double-opt-in-fields";

const eventGuestRequestSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    state: { type: String, enum: ["pending", "active"], default: "pending" },
    ...doubleOptInFields,
    address: { type: String, select: false },
  },
  { timestamps: true },
);

// Clean-up of unconfirmed requests; an address's own (erasure).
eventGuestRequestSchema.index({ state: 1, createdAt: 1 });
eventGuestRequestSchema.index({ email: 1 });

export type EventGuestRequestDoc = InferSchemaType<typeof eventGuestRequestSchema>;
export const EventGuestRequest =
  (mongoose.models.EventGuestRequest as mongoose.Model<EventGuestRequestDoc>) ||
  mongoose.model("EventGuestRequest", eventGuestRequestSchema);
