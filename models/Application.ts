import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { doubleOptInFields } from "./double-opt-in-fields";
import { APPLICATION_STATUSES } from "@/lib/applications/fields";

// One candidate's application to an on-site job (issue 43). The CV's bytes live in ApplicationCv
// (so lists never load them). A guest's application is `pending` until they confirm their address
// (double opt-in); only `active` ones reach the employer.

const answerSchema = new Schema({ questionId: String, label: String, value: String }, { _id: false });

const historySchema = new Schema(
  {
    status: { type: String, enum: APPLICATION_STATUSES },
    at: Date,
    /** The member who changed it (an owner), or the candidate withdrawing. */
    by: { type: Schema.Types.ObjectId, ref: "Member" },
    message: String,
  },
  { _id: false },
);

const applicationSchema = new Schema(
  {
    /**
     * Made from the job and the address (lib/applications/applications.ts applicationIdFor), 24 hex
     * characters: `_id` is the one unique index FerretDB keeps, so one person's parallel submissions
     * for one job insert exactly one.
     */
    _id: { type: String, required: true },
    job: { type: Schema.Types.ObjectId, ref: "Job", required: true },
    /** A copy for the candidate's list (the job may change or go). */
    jobTitle: { type: String, default: "" },
    company: { type: String, default: "" },
    /** One application per person per job: `{job}:{address}`, unique. */
    key: { type: String, required: true },
    member: { type: Schema.Types.ObjectId, ref: "Member" },
    name: { type: String, required: true, maxlength: 200 },
    email: { type: String, required: true, lowercase: true, trim: true },
    phone: { type: String, default: "" },
    coverLetter: { type: String, default: "" },
    answers: { type: [answerSchema], default: [] },
    cv: {
      type: new Schema({ fileName: String, contentType: String, size: Number, kind: String }, { _id: false }),
      default: undefined,
    },
    status: { type: String, enum: APPLICATION_STATUSES, default: "submitted" },
    history: { type: [historySchema], default: [] },
    /** pending: a guest has not confirmed the address yet; active: the employer sees it. */
    state: { type: String, enum: ["pending", "active"], default: "active" },
    ...doubleOptInFields,
    /** When it became visible to the employer (submission, or a guest's confirmation). */
    submittedAt: { type: Date },
    /** Whether the owners' digest has told them about it yet. */
    notifiedAt: { type: Date, default: null },
    address: { type: String, default: "" },
  },
  { timestamps: true },
);

applicationSchema.index({ key: 1 }, { unique: true });
// The employer's inbox; the candidate's list; the per-address daily limit; the digest; the per-client limit.
applicationSchema.index({ job: 1, state: 1, submittedAt: -1 });
applicationSchema.index({ member: 1, createdAt: -1 });
applicationSchema.index({ email: 1, createdAt: -1 });
applicationSchema.index({ state: 1, notifiedAt: 1 });
applicationSchema.index({ address: 1, createdAt: -1 });

export type ApplicationDoc = InferSchemaType<typeof applicationSchema>;
export const Application =
  (mongoose.models.Application as mongoose.Model<ApplicationDoc>) ||
  mongoose.model("Application", applicationSchema);
