import mongoose, { Schema, type InferSchemaType } from "mongoose";

// A counted job view or apply click (lib/jobs/job-stats.ts). A view's _id is
// `v:{job}:{day}:{visitor hash}`, so a visitor's second view that day is a duplicate key, not a
// second row; counts are the number of rows, exact without $inc.
const jobEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    job: { type: Schema.Types.ObjectId, ref: "Job", required: true },
    /** YYYY-MM-DD in the site's zone. */
    day: { type: String, required: true },
    kind: { type: String, enum: ["view", "apply"], required: true },
  },
  { versionKey: false },
);

jobEventSchema.index({ job: 1, day: 1 });

export type JobEventDoc = InferSchemaType<typeof jobEventSchema>;
export const JobEvent =
  (mongoose.models.JobEvent as mongoose.Model<JobEventDoc>) || mongoose.model("JobEvent", jobEventSchema);
