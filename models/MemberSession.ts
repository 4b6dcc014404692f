// A member's signed-in browser: the cookie holds a random token, only its sha256 is stored (as
// `_id`, so the per-request lookup is by primary key on MongoDB and FerretDB alike).
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const memberSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, required: true },
    /** How the member signed in: "code", "link" or "linkedin". */
    method: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    lastSeenAt: { type: Date, default: null },
  },
  { timestamps: true },
);

memberSessionSchema.index({ memberId: 1 });
// The hourly prune of ended sessions (lib/members/member-sessions.ts).
memberSessionSchema.index({ expiresAt: 1 });

export type MemberSessionDoc = InferSchemaType<typeof memberSessionSchema>;
export const MemberSession =
  (mongoose.models.MemberSession as mongoose.Model<MemberSessionDoc>) ||
  mongoose.model("MemberSession", memberSessionSchema, "membersessions");
