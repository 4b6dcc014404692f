import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { moderationFields } from "./moderation-fields";
import { pendingChangeFields } from "./pending-change-fields";
import { CREDIT_BODIES, EVENT_ATTENDANCE, EVENT_REGISTRATION_MODES, EVENT_STATUSES } from "@/lib/constants";

/** A price (amount 0 = free) and CPD credits: shared shapes, also used by certifications. */
export const priceSubSchema = new Schema(
  {
    amount: { type: Number, required: true, min: 0 },
    currency: { type: String, required: true, trim: true, uppercase: true, maxlength: 3 },
  },
  { _id: false },
);

export const creditSubSchema = new Schema(
  {
    body: { type: String, required: true, enum: CREDIT_BODIES },
    amount: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

export const organisationSubSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    url: { type: String, trim: true, maxlength: 2000 },
  },
  { _id: false },
);

const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    description: { type: String, default: "", trim: true, maxlength: 5000 },
    /** The start. */
    date: { type: Date, required: true },
    /** Absent on events stored before ends existed: read as an hour after the start. */
    endDate: { type: Date },
    /** IANA zone the times were entered in and are shown in. */
    timeZone: { type: String, trim: true, maxlength: 64 },
    /** Absent on older events: read from `physical`. */
    attendance: { type: String, enum: EVENT_ATTENDANCE },
    /** True for inPerson and hybrid (kept for older clients). */
    physical: { type: Boolean, default: true },
    /** Used when in person or hybrid. */
    location: { type: String, default: "", trim: true, maxlength: 300 },
    /** Used when online or hybrid (http/https). */
    link: { type: String, default: "", trim: true, maxlength: 2000 },
    organizer: { type: organisationSubSchema, default: undefined },
    registrationUrl: { type: String, default: "", trim: true, maxlength: 2000 },
    /** Registration on the site (issue 44): absent for events with "I'm going" only. */
    registration: { type: String, enum: EVENT_REGISTRATION_MODES },
    /** Seats; absent: unlimited. */
    capacity: { type: Number, min: 1 },
    price: { type: priceSubSchema, default: undefined },
    credits: { type: [creditSubSchema], default: undefined },
    /** The credit bodies, for the "with CPD credits" filter (a plain array FerretDB can match). */
    creditBodies: { type: [String], default: undefined, select: false },
    status: { type: String, enum: EVENT_STATUSES, default: "scheduled" },
    /** Grows on every change, so calendar apps replace their copy (iCalendar SEQUENCE). */
    sequence: { type: Number, default: 0 },
    /** Lower-cased title + description + location: the field search matches. */
    searchText: { type: String, default: "", select: false },
    isApproved: { type: Boolean, default: false },
    ...moderationFields,
    submitterEmail: { type: String, trim: true, lowercase: true },
    approvedAt: { type: Date },
    /** The member who organises it (issue 34): set on a member's submission or when a guest's address signs in. */
    ownerId: { type: Schema.Types.ObjectId },
    /** An owner's edit of a published event, waiting for review (lib/moderation/pending-changes.ts). */
    ...pendingChangeFields,
    /** The code attendees type to get a verified CPD entry; made on first read. */
    attendanceCode: { type: String, select: false },
  },
  { timestamps: true },
);

eventSchema.index({ isApproved: 1, date: 1, _id: 1 });
eventSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
eventSchema.index({ createdAt: -1, _id: -1 });
// The moderation inbox: one state, newest first; a submitter's pending items (spam tools).
eventSchema.index({ state: 1, createdAt: -1, _id: -1 });
eventSchema.index({ submitterEmail: 1, state: 1 });
eventSchema.index({ submitterAddress: 1, state: 1 });
// An organiser's events, newest first.
eventSchema.index({ ownerId: 1, createdAt: -1 });
// Published events with an owner's change waiting for review (the inbox).
eventSchema.index({ pendingChangeAt: 1 }, { sparse: true });

export type EventDoc = InferSchemaType<typeof eventSchema>;
export const Event =
  (mongoose.models.Event as mongoose.Model<EventDoc>) || mongoose.model("Event", eventSchema);
