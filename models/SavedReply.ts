import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { MODERATION_REASON_MAX_LENGTH } from "@/lib/constants";

// A reject reason staff pick from a list in the inbox (issue 18); edited in the back-office.
const savedReplySchema = new Schema(
  {
    text: { type: String, required: true, trim: true, maxlength: MODERATION_REASON_MAX_LENGTH },
    /** Position in the list (the defaults are 0–3; new replies go last). */
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);

savedReplySchema.index({ position: 1, _id: 1 });

export type SavedReplyDoc = InferSchemaType<typeof savedReplySchema>;
export const SavedReply =
  (mongoose.models.SavedReply as mongoose.Model<SavedReplyDoc>) ||
  mongoose.model("SavedReply", savedReplySchema);
