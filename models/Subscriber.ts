import mongoose, { Schema, type InferSchemaType } from "mongoose";

const subscriberSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
  },
  { timestamps: true },
);

export type SubscriberDoc = InferSchemaType<typeof subscriberSchema>;
export const Subscriber =
  (mongoose.models.Subscriber as mongoose.Model<SubscriberDoc>) || mongoose.model("Subscriber", subscriberSchema);
