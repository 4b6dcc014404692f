import mongoose, { Schema, type InferSchemaType } from "mongoose";

const jobSchema = new Schema(
  {
    title: { type: String, trim: true, maxlength: 200 },
    company: { type: String, trim: true, maxlength: 200 },
    location: { type: String, trim: true, maxlength: 300 },
    description: { type: String, trim: true, maxlength: 5000 },
    link: { type: String, trim: true, maxlength: 2000 },
    imageUrl: { type: String },
    isApproved: { type: Boolean, default: false },
  },
  { timestamps: true },
);

jobSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
jobSchema.index({ createdAt: -1, _id: -1 });

export type JobDoc = InferSchemaType<typeof jobSchema>;
export const Job = (mongoose.models.Job as mongoose.Model<JobDoc>) || mongoose.model("Job", jobSchema);
