// A guest's registration for an event (issue 44). `_id` is derived from the event and the guest's
// address (lib/events/event-registrations.ts), so one person registers once even under parallel
// requests: `_id` is the one index FerretDB keeps unique.
import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { REGISTRATION_STATES } from "@/lib/constants";

const eventRegistrationSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: Schema.Types.ObjectId, required: true },
    /** The member, or absent for a guest who confirmed their address (models/EventGuestRequest.ts). */
    memberId: { type: Schema.Types.ObjectId },
    name: { type: String, default: "", trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 320 },
    state: { type: String, enum: REGISTRATION_STATES, required: true },
    /** The seat held (`EventSeat` `_id` is "<eventId>:<seat>"), while registered on a limited event. */
    seat: { type: Number },
    /** When the guest asked (the waitlist's order). */
    registeredAt: { type: Date, required: true },
    /** Secret of the personal join link and check-in code (random, per registration). */
    token: { type: String, required: true, select: false },
    /** The short check-in code printed under the QR code ("ABCD-EFGH"). */
    code: { type: String, required: true, select: false },
    checkedInAt: { type: Date },
    joinedAt: { type: Date },
    address: { type: String, select: false },
  },
  { timestamps: true },
);

// The organiser's guest list and the waitlist's order per event; a member's own (export, erasure).
eventRegistrationSchema.index({ eventId: 1, registeredAt: 1 });
eventRegistrationSchema.index({ memberId: 1 });
// Check-in at the door by code, the join link by token.
eventRegistrationSchema.index({ eventId: 1, code: 1 });
eventRegistrationSchema.index({ token: 1 });
eventRegistrationSchema.index({ email: 1, createdAt: -1 });

export type EventRegistrationDoc = InferSchemaType<typeof eventRegistrationSchema>;
export const EventRegistration =
  (mongoose.models.EventRegistration as mongoose.Model<EventRegistrationDoc>) ||
  mongoose.model("EventRegistration", eventRegistrationSchema);
