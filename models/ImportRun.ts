import mongoose, { Schema, type InferSchemaType } from "mongoose";

export const IMPORT_STATES = ["queued", "running", "done", "failed"] as const;
export const IMPORT_SOURCES = ["wordpress", "ghost", "hrpulse"] as const;

const countsSchema = new Schema(
  {
    posts: { type: Number, default: 0 },
    comments: { type: Number, default: 0 },
    images: { type: Number, default: 0 },
    authors: { type: Number, default: 0 },
    jobs: { type: Number, default: 0 },
    events: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
  },
  { _id: false },
);

/** One import (issue 35): the uploaded file lives in GridFS (`importfiles`) until the run ends. */
const importRunSchema = new Schema(
  {
    source: { type: String, enum: IMPORT_SOURCES, required: true },
    fileName: { type: String, default: "" },
    fileId: { type: Schema.Types.ObjectId },
    state: { type: String, enum: IMPORT_STATES, default: "queued" },
    counts: { type: countsSchema, default: () => ({}) },
    errors: { type: [{ item: String, message: String, _id: false }], default: [] },
    /** Set by the server working on it, renewed as it goes: a run whose lease ran out is resumed. */
    leaseUntil: { type: Date },
    startedBy: { type: Schema.Types.ObjectId, ref: "User" },
    finishedAt: { type: Date },
  },
  { timestamps: true, suppressReservedKeysWarning: true },
);

importRunSchema.index({ state: 1, leaseUntil: 1 });
importRunSchema.index({ createdAt: -1, _id: -1 });

export type ImportRunDoc = InferSchemaType<typeof importRunSchema>;
export const ImportRun =
  (mongoose.models.ImportRun as mongoose.Model<ImportRunDoc>) || mongoose.model("ImportRun", importRunSchema);
