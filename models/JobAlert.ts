// A visitor's job alert: an address, the /jobs filters it follows and how often it is mailed.
// Double opt-in like the newsletter (pending → active on the confirm page's button); `cursor` is
// the approval time up to which jobs were already mailed (the confirmation time at first).
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const jobAlertSchema = new Schema(
  {
    /** email + filters, normalised: one alert per address and filter set. */
    key: { type: String, required: true, unique: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    filters: {
      type: { type: String },
      workplace: { type: String },
      q: { type: String },
    },
    frequency: { type: String, enum: ["daily", "weekly"], required: true },
    state: { type: String, enum: ["pending", "active", "unsubscribed"], default: "pending" },
    confirmTokenHash: { type: String, default: null },
    confirmExpiresAt: { type: Date, default: null },
    confirmSentAt: { type: Date, default: null },
    confirmedAt: { type: Date, default: null },
    cursor: { type: Date, default: null },
    lastSentAt: { type: Date, default: null },
    /** A cron call's claim on this alert while it mails it. */
    claimId: { type: String, default: null },
    claimUntil: { type: Date, default: null },
  },
  { timestamps: true },
);

jobAlertSchema.index({ email: 1 });
jobAlertSchema.index({ state: 1 });

export type JobAlertDoc = InferSchemaType<typeof jobAlertSchema>;
export const JobAlert =
  (mongoose.models.JobAlert as mongoose.Model<JobAlertDoc>) || mongoose.model("JobAlert", jobAlertSchema);
