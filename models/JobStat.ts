import mongoose, { Schema, type InferSchemaType } from "mongoose";

// One row per job and day: views and apply clicks counted that day (lib/data/job-stats.ts). The
// _id is `${jobId}:${day}`, so the first count of a day creates the row with a unique key.
const jobStatSchema = new Schema(
  {
    _id: { type: String, required: true },
    job: { type: Schema.Types.ObjectId, ref: "Job", required: true },
    /** YYYY-MM-DD in the site's zone. */
    day: { type: String, required: true },
    views: { type: Number, default: 0 },
    applyClicks: { type: Number, default: 0 },
  },
  { versionKey: false },
);

jobStatSchema.index({ job: 1, day: 1 });

export type JobStatDoc = InferSchemaType<typeof jobStatSchema>;
export const JobStat =
  (mongoose.models.JobStat as mongoose.Model<JobStatDoc>) || mongoose.model("JobStat", jobStatSchema);
