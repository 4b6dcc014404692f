import mongoose, { Schema, type InferSchemaType } from "mongoose";

// An employer's page (issue 33). The _id is the URL slug (/companies/{slug}), fixed at creation, so
// the sitemap and the job links read it without a second field.
const companySchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true, maxlength: 120 },
    website: { type: String, required: true, trim: true, maxlength: 2000 },
    /** The website's registrable domain (public-suffix aware): sign-in addresses at it verify. */
    domain: { type: String, required: true, lowercase: true },
    /** The website's host without "www.": two companies with the same one are the same website. */
    host: { type: String, lowercase: true },
    about: { type: String, trim: true, maxlength: 5000, default: "" },
    size: { type: String, trim: true, maxlength: 40 },
    industry: { type: String, trim: true, maxlength: 120 },
    locations: { type: [String], default: undefined },
    logoUrl: { type: String },
    verified: { type: Boolean, default: false },
    verifiedAt: { type: Date },
    /** How it was verified: "domain" (an owner's address at the website's domain) or "staff". */
    verifiedBy: { type: String, enum: ["domain", "staff"] },
    /** Why the page waits for staff (free or disposable mail, another verified company's website or name). */
    verificationNote: { type: String, maxlength: 300 },
    owners: { type: [Schema.Types.ObjectId], ref: "Member", default: [] },
    /** Colleagues an owner added by address: they become owners when they sign in with it. */
    invitedEmails: { type: [String], default: [] },
  },
  { timestamps: true },
);

companySchema.index({ owners: 1 });
companySchema.index({ invitedEmails: 1 });
companySchema.index({ name: 1, _id: 1 });
// A verified company with the same website blocks automatic verification of another.
companySchema.index({ host: 1, verified: 1 });
// The staff's queue of companies waiting for verification, oldest first.
companySchema.index({ verified: 1, createdAt: 1 });

export type CompanyDoc = InferSchemaType<typeof companySchema>;
export const Company =
  (mongoose.models.Company as mongoose.Model<CompanyDoc>) || mongoose.model("Company", companySchema);
