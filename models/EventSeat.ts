// One taken seat of an event with a capacity: `_id` is "<eventId>:<n>" (1..capacity), so two
// registrations racing for the last seat insert the same `_id` and only one wins — FerretDB has no
// transactions and keeps only `_id` unique, which is all this needs.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const eventSeatSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true },
    registrationId: { type: String, required: true },
  },
  { timestamps: true },
);

// Seats taken per event (seats left).
eventSeatSchema.index({ eventId: 1 });

export type EventSeatDoc = InferSchemaType<typeof eventSeatSchema>;
export const EventSeat =
  (mongoose.models.EventSeat as mongoose.Model<EventSeatDoc>) || mongoose.model("EventSeat", eventSeatSchema);
