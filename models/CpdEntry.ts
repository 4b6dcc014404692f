// One activity in a member's continuing-education (CPD) record.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const cpdCreditSubSchema = new Schema(
  {
    body: { type: String, required: true },
    amount: { type: Number, required: true, min: 0 },
    activityId: { type: String, trim: true, maxlength: 100 },
    category: { type: String, trim: true, maxlength: 60 },
  },
  { _id: false },
);

const cpdEntrySchema = new Schema(
  {
    memberId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    provider: { type: String, default: "", trim: true, maxlength: 200 },
    /** The calendar day of the activity (UTC midnight). */
    date: { type: Date, required: true },
    hours: { type: Number, required: true, min: 0 },
    credits: { type: [cpdCreditSubSchema], default: [] },
    reflection: { type: String, default: "", maxlength: 5000 },
    /** Confirmed by us (an event's attendance code): credits and date are then fixed. */
    verified: { type: Boolean, default: false },
    eventId: { type: Schema.Types.ObjectId },
    certificationId: { type: Schema.Types.ObjectId },
  },
  { timestamps: true },
);

// A member's record, newest activity first; erasure by member.
cpdEntrySchema.index({ memberId: 1, date: -1, _id: -1 });

export type CpdEntryDoc = InferSchemaType<typeof cpdEntrySchema>;
export const CpdEntry =
  (mongoose.models.CpdEntry as mongoose.Model<CpdEntryDoc>) || mongoose.model("CpdEntry", cpdEntrySchema);
