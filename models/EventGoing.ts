// A member's "I'm going" for an event: `_id` is "<eventId>:<memberId>", so a member counts once
// even under concurrent clicks (the primary key refuses a second insert).
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const eventGoingSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true },
);

// The count and the reminder list per event; a member's own marks (erasure, export).
eventGoingSchema.index({ eventId: 1 });
eventGoingSchema.index({ memberId: 1 });

export type EventGoingDoc = InferSchemaType<typeof eventGoingSchema>;
export const EventGoing =
  (mongoose.models.EventGoing as mongoose.Model<EventGoingDoc>) ||
  mongoose.model("EventGoing", eventGoingSchema);
