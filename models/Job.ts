import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { moderationFields } from "./moderation-fields";

const jobSchema = new Schema(
  {
    title: { type: String, trim: true, maxlength: 200 },
    company: { type: String, trim: true, maxlength: 200 },
    location: { type: String, trim: true, maxlength: 300 },
    description: { type: String, trim: true, maxlength: 5000 },
    link: { type: String, trim: true, maxlength: 2000 },
    imageUrl: { type: String },
    isApproved: { type: Boolean, default: false },
    ...moderationFields,
    submitterEmail: { type: String, trim: true, lowercase: true },
    approvedAt: { type: Date },
  },
  { timestamps: true },
);

jobSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
jobSchema.index({ createdAt: -1, _id: -1 });
// The moderation inbox: one state, newest first; a submitter's pending items (spam tools).
jobSchema.index({ state: 1, createdAt: -1, _id: -1 });
jobSchema.index({ submitterEmail: 1, state: 1 });
jobSchema.index({ submitterAddress: 1, state: 1 });

export type JobDoc = InferSchemaType<typeof jobSchema>;
export const Job = (mongoose.models.Job as mongoose.Model<JobDoc>) || mongoose.model("Job", jobSchema);
