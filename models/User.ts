import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { ROLES } from "@/lib/constants";

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true },
    /** A deactivated account cannot sign in and its tokens stop working. */
    active: { type: Boolean, default: true },
    /** Carried in every token; raising it revokes the tokens issued before (lib/auth/session.ts). */
    tokenVersion: { type: Number, default: 0 },
    lastSignInAt: { type: Date },
    /** The pending invitation or password-reset link: only the sha256 of its secret is stored. */
    passwordToken: {
      hash: { type: String },
      purpose: { type: String, enum: ["invite", "reset"] },
      expiresAt: { type: Date },
    },
  },
  { timestamps: true },
);

export type UserDoc = InferSchemaType<typeof userSchema>;
export const User = (mongoose.models.User as mongoose.Model<UserDoc>) || mongoose.model("User", userSchema);
