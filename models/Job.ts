import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { moderationFields } from "./moderation-fields";
import { pendingChangeFields } from "./pending-change-fields";
import {
  APPLY_MODES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  QUESTION_KINDS,
  SALARY_UNITS,
  WORKPLACES,
} from "@/lib/jobs/fields";
import { CLASSIFICATION_SOURCES, ROLE_FAMILIES, SENIORITIES } from "@/lib/jobs/rules/role-family";

/** The range as a year's pay in its own currency (lib/jobs/rules/pay-normalise.ts), kept for the pay statistics. */
const annualPaySchema = new Schema(
  {
    currency: String,
    annualMin: Number,
    annualMax: Number,
    midpoint: Number,
    width: Number,
    implausible: Boolean,
    implausibleReason: String,
  },
  { _id: false },
);

const salarySchema = new Schema(
  {
    min: { type: Number, min: 0 },
    max: { type: Number, min: 0 },
    currency: { type: String, uppercase: true, trim: true, maxlength: 3 },
    unit: { type: String, enum: SALARY_UNITS },
  },
  { _id: false },
);

/** An on-site job's screening question (issue 43). */
const questionSchema = new Schema(
  {
    id: { type: String, required: true },
    label: { type: String, required: true, maxlength: 300 },
    kind: { type: String, enum: QUESTION_KINDS, required: true },
    options: { type: [String], default: undefined },
    required: { type: Boolean, default: false },
  },
  { _id: false },
);

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
    employmentType: { type: [{ type: String, enum: EMPLOYMENT_TYPES }], default: undefined },
    workplace: { type: String, enum: WORKPLACES },
    applicantLocation: { type: String, trim: true, maxlength: 200 },
    salary: { type: salarySchema, default: undefined },
    applyUrl: { type: String, trim: true, maxlength: 2000 },
    applyEmail: { type: String, trim: true, lowercase: true, maxlength: 254 },
    /** After this instant the job is expired (lib/jobs/job-open.ts). */
    /** External (the employer's link, as before) or on-site (the form on the job page, issue 43). */
    applyMode: { type: String, enum: APPLY_MODES, default: "external" },
    questions: { type: [questionSchema], default: undefined },
    /** When the job stopped taking applications (closed or filled): the retention clock starts here. */
    closedAt: { type: Date },
    validThrough: { type: Date },
    status: { type: String, enum: JOB_STATUSES, default: "open" },
    filledAt: { type: Date },
    /** When the poster's "expires in 3 days" reminder went out, for the validThrough it was about. */
    reminderFor: { type: Date },
    submitterEmail: { type: String, trim: true, lowercase: true },
    approvedAt: { type: Date },
    /** The employer's size as the poster stated it (pay-transparency rules apply from a size). */
    employerSize: { type: Number, min: 1 },
    /** A copy of the company's public card (lib/companies/companies.ts keeps it current). */
    companyRef: {
      type: new Schema(
        { slug: String, name: String, website: String, logoUrl: String, verified: Boolean },
        { _id: false },
      ),
      default: undefined,
    },
    /** Coded or scam-like wording found when it was written (lib/jobs/rules/wording.ts), for the moderators. */
    wordingFindings: { type: [Schema.Types.Mixed], default: undefined },
    /** The member who runs the job from their dashboard (issue 33); none for a guest's job until claimed. */
    owner: { type: Schema.Types.ObjectId, ref: "Member" },
    /** Role family and seniority (lib/jobs/rules/role-family.ts), and who set them: the rules, the poster or staff. */
    family: { type: String, enum: ROLE_FAMILIES },
    seniority: { type: String, enum: SENIORITIES },
    classifiedBy: { type: String, enum: CLASSIFICATION_SOURCES },
    /** Where the job counts in the pay statistics (lib/jobs/rules/job-place.ts): ISO country, region. */
    country: { type: String },
    region: { type: String },
    annualPay: { type: annualPaySchema, default: undefined },
    ...pendingChangeFields,
  },
  { timestamps: true },
);

jobSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
jobSchema.index({ createdAt: -1, _id: -1 });
// The moderation inbox: one state, newest first; a submitter's pending items (spam tools).
jobSchema.index({ state: 1, createdAt: -1, _id: -1 });
jobSchema.index({ submitterEmail: 1, state: 1 });
jobSchema.index({ submitterAddress: 1, state: 1 });
jobSchema.index({ isApproved: 1, validThrough: 1 });
// The owner's dashboard; a guest's jobs claimed at sign-in; owners' edits waiting for review.
jobSchema.index({ owner: 1, createdAt: -1 });
jobSchema.index({ pendingChangeAt: 1 });
jobSchema.index({ "companyRef.slug": 1 });
// The pay statistics read approved jobs with a range, newest first (lib/pay/pay-data.ts).
jobSchema.index({ isApproved: 1, "annualPay.implausible": 1, createdAt: -1 });

export type JobDoc = InferSchemaType<typeof jobSchema>;
export const Job = (mongoose.models.Job as mongoose.Model<JobDoc>) || mongoose.model("Job", jobSchema);
