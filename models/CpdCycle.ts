// A member's recertification cycle for one credit body: `_id` is "<memberId>:<body>", so there is
// one per body without relying on a secondary unique index.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const cpdCycleSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    body: { type: String, required: true },
    /** HRCI: the credential whose rule applies. */
    credential: { type: String },
    /** First day of the cycle (UTC midnight). */
    start: { type: Date, required: true },
    /** The cycle end (ISO day) the 90-day reminder was sent for: set by compare-and-set, once. */
    remindedFor: { type: String, default: null },
  },
  { timestamps: true },
);

cpdCycleSchema.index({ memberId: 1 });
// The 90-day reminder: the cycles of a body that started in a window.
cpdCycleSchema.index({ body: 1, start: 1 });

export type CpdCycleDoc = InferSchemaType<typeof cpdCycleSchema>;
export const CpdCycle =
  (mongoose.models.CpdCycle as mongoose.Model<CpdCycleDoc>) || mongoose.model("CpdCycle", cpdCycleSchema);
