// A guest's address that confirmed (double opt-in) it wants mail when someone replies to its
// comments. Members need none: their account's reply setting says it.
import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { doubleOptInFields } from "./double-opt-in-fields";

const replyOptInSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    state: { type: String, enum: ["pending", "active"], default: "pending" },
    ...doubleOptInFields,
  },
  { timestamps: true },
);

export type ReplyOptInDoc = InferSchemaType<typeof replyOptInSchema>;
export const ReplyOptIn =
  (mongoose.models.ReplyOptIn as mongoose.Model<ReplyOptInDoc>) ||
  mongoose.model("ReplyOptIn", replyOptInSchema);
