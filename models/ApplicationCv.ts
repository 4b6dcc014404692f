import mongoose, { Schema, type InferSchemaType } from "mongoose";

// A CV's bytes (≤ 5 MB, well inside a document), beside the application that names it: stored in
// the database like the site's images, so every app server can serve it (docs/decisions.md).
const applicationCvSchema = new Schema(
  {
    application: { type: String, ref: "Application", required: true },
    data: { type: Buffer, required: true },
    contentType: { type: String, required: true },
  },
  { timestamps: true },
);

applicationCvSchema.index({ application: 1 }, { unique: true });

export type ApplicationCvDoc = InferSchemaType<typeof applicationCvSchema>;
export const ApplicationCv =
  (mongoose.models.ApplicationCv as mongoose.Model<ApplicationCvDoc>) ||
  mongoose.model("ApplicationCv", applicationCvSchema);
