import mongoose, { Schema, type InferSchemaType } from "mongoose";

/** One re-encoded upload per document (well under the 16 MB document limit). */
const imageSchema = new Schema(
  {
    data: { type: Buffer, required: true },
    contentType: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    size: { type: Number, required: true },
    etag: { type: String, required: true },
  },
  { timestamps: true },
);

export type ImageDoc = InferSchemaType<typeof imageSchema>;
export const Image =
  (mongoose.models.Image as mongoose.Model<ImageDoc>) || mongoose.model("Image", imageSchema);
