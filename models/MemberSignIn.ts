// One pending e-mail sign-in: a 6-digit code and a link token for one address, single use, with a
// count of wrong codes. Only HMACs of the code and token are stored.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const memberSignInSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    codeHash: { type: String, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    usedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

memberSignInSchema.index({ email: 1, createdAt: -1 });
// Pruning codes that expired unused.
memberSignInSchema.index({ expiresAt: 1 });

export type MemberSignInDoc = InferSchemaType<typeof memberSignInSchema>;
export const MemberSignIn =
  (mongoose.models.MemberSignIn as mongoose.Model<MemberSignInDoc>) ||
  mongoose.model("MemberSignIn", memberSignInSchema, "membersignins");
