import mongoose, { Schema, type InferSchemaType } from "mongoose";

/**
 * One digest or staff newsletter going to every active subscriber. Digest ids are derived from the
 * window they cover (`digest:{since}`), so two schedulers starting at once create the same run.
 */
const mailRunSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ["digest", "newsletter"], required: true },
    status: { type: String, enum: ["sending", "done"], default: "sending" },
    subject: { type: String, required: true },
    /** Rendered once with a placeholder where each subscriber's unsubscribe token goes. */
    html: { type: String, required: true },
    text: { type: String, required: true },
    since: { type: Date, default: null },
    until: { type: Date, default: null },
    postIds: { type: [String], default: [] },
    /** Active subscribers when the run started (the progress bar's 100 %). */
    total: { type: Number, default: 0 },
    createdBy: { type: String, default: "" },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

mailRunSchema.index({ kind: 1, until: -1 });
mailRunSchema.index({ status: 1, createdAt: 1 });

export type MailRunDoc = InferSchemaType<typeof mailRunSchema>;
export const MailRun =
  (mongoose.models.MailRun as mongoose.Model<MailRunDoc>) || mongoose.model("MailRun", mailRunSchema);
