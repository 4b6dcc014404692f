import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { CERTIFICATION_FORMATS, CERTIFICATION_LEVELS } from "@/lib/constants";
import { creditSubSchema, organisationSubSchema, priceSubSchema } from "@/models/Event";

const certificationSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    skills: { type: String, required: true, trim: true, maxlength: 2000 },
    /** Sanitized HTML. */
    description: { type: String, required: true },
    date: { type: Date, required: true },
    duration: { type: String, required: true, trim: true, maxlength: 100 },
    registrationLink: { type: String, required: true, trim: true, maxlength: 2000 },
    /** Optional in the form (blank by default), so absent rather than "". */
    level: { type: String, enum: CERTIFICATION_LEVELS },
    /** Absent on courses stored before formats existed. */
    format: { type: String, enum: CERTIFICATION_FORMATS },
    /** A calendar day (UTC midnight) on or after `date`. */
    endDate: { type: Date },
    price: { type: priceSubSchema, default: undefined },
    credits: { type: [creditSubSchema], default: undefined },
    /** The credit bodies, for the filter (a plain array FerretDB can match). */
    creditBodies: { type: [String], default: undefined, select: false },
    /** Absent: the site's own organisation. */
    provider: { type: organisationSubSchema, default: undefined },
  },
  { timestamps: true },
);

certificationSchema.index({ createdAt: -1, _id: -1 });
// The Content API's updatedSince count (certifications have no equality field to lead with).
certificationSchema.index({ updatedAt: 1 });

export type CertificationDoc = InferSchemaType<typeof certificationSchema>;
export const Certification =
  (mongoose.models.Certification as mongoose.Model<CertificationDoc>) ||
  mongoose.model("Certification", certificationSchema);
