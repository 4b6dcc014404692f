// A member of the community (not staff): signed in by e-mail code or LinkedIn, no password.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const memberSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    /** Lower-cased name + e-mail for the back-office search (an escaped pattern, as for subscribers). */
    searchText: { type: String, default: "" },
    name: { type: String, default: "", trim: true, maxlength: 80 },
    headline: { type: String, default: "", trim: true, maxlength: 120 },
    company: { type: String, default: "", trim: true, maxlength: 120 },
    credentials: { type: [String], default: [] },
    replyNotifications: { type: Boolean, default: true },
    /** Issue 32: "auto" earns trust (comments publish at once) by approvals; staff can grant or revoke it. */
    commentTrust: { type: String, enum: ["auto", "trusted", "untrusted"], default: "auto" },
    /** LinkedIn's `sub` once the member signed in with LinkedIn. */
    linkedinSub: { type: String, default: null },
    blocked: { type: Boolean, default: false },
    blockedAt: { type: Date, default: null },
    lastSignInAt: { type: Date, default: null },
  },
  { timestamps: true },
);

memberSchema.index({ linkedinSub: 1 }, { sparse: true });
// The back-office list: newest first (the search is a pattern: a scan).
memberSchema.index({ createdAt: -1, _id: -1 });

export type MemberDoc = InferSchemaType<typeof memberSchema>;
export const Member =
  (mongoose.models.Member as mongoose.Model<MemberDoc>) || mongoose.model("Member", memberSchema);
