// A member's confirmed attendance (the event's code typed): `_id` is "<eventId>:<memberId>", so the
// verified CPD entry is given once per member and event, even under concurrent requests.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const eventAttendeeSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    /** How the attendance was verified (issue 44): the attendance code, check-in at the door, or both. */
    via: { type: [String], enum: ["code", "checkIn"], default: undefined },
  },
  { timestamps: true },
);

eventAttendeeSchema.index({ memberId: 1 });

export type EventAttendeeDoc = InferSchemaType<typeof eventAttendeeSchema>;
export const EventAttendee =
  (mongoose.models.EventAttendee as mongoose.Model<EventAttendeeDoc>) ||
  mongoose.model("EventAttendee", eventAttendeeSchema);
