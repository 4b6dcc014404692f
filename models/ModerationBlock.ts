import mongoose, { Schema, type InferSchemaType } from "mongoose";

// A blocked submitter (issue 18): later submissions with this e-mail or from this client address
// are answered as usual but stored as rejected spam.
const moderationBlockSchema = new Schema(
  {
    email: { type: String, trim: true, lowercase: true },
    address: { type: String, trim: true },
    createdBy: { type: Schema.Types.ObjectId, ref: "User" },
  },
  { timestamps: true },
);

moderationBlockSchema.index({ email: 1 });
moderationBlockSchema.index({ address: 1 });
moderationBlockSchema.index({ createdAt: -1, _id: -1 });

export type ModerationBlockDoc = InferSchemaType<typeof moderationBlockSchema>;
export const ModerationBlock =
  (mongoose.models.ModerationBlock as mongoose.Model<ModerationBlockDoc>) ||
  mongoose.model("ModerationBlock", moderationBlockSchema);
