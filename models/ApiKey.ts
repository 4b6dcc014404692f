import mongoose, { Schema, type InferSchemaType } from "mongoose";

/** A Content API key: only its SHA-256 is stored; the key itself is shown once, at creation. */
const apiKeySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    /** The key's first characters, shown in the list so admins can tell keys apart. */
    prefix: { type: String, required: true },
    /** Hex SHA-256 of the whole key. */
    keyHash: { type: String, required: true },
    createdBy: {
      name: { type: String, trim: true, maxlength: 200 },
      user: { type: Schema.Types.ObjectId, ref: "User" },
    },
    lastUsedAt: { type: Date },
  },
  { timestamps: true },
);

apiKeySchema.index({ keyHash: 1 }, { unique: true });
apiKeySchema.index({ createdAt: -1, _id: -1 });

export type ApiKeyDoc = InferSchemaType<typeof apiKeySchema>;
export const ApiKey =
  (mongoose.models.ApiKey as mongoose.Model<ApiKeyDoc>) || mongoose.model("ApiKey", apiKeySchema);
