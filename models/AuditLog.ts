// One staff action that changed content: who (with a snapshot of their name and e-mail, so the
// line survives the account), what, on which record, and when.
import mongoose, { Schema, type InferSchemaType } from "mongoose";

const auditLogSchema = new Schema(
  {
    userId: { type: String, default: null },
    userEmail: { type: String, default: "", maxlength: 254 },
    userName: { type: String, default: "", maxlength: 200 },
    action: { type: String, required: true, maxlength: 64 },
    targetType: { type: String, required: true, maxlength: 64 },
    targetId: { type: String, default: "", maxlength: 64 },
    summary: { type: String, default: "", maxlength: 300 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

auditLogSchema.index({ createdAt: -1, _id: -1 });

export type AuditLogDoc = InferSchemaType<typeof auditLogSchema>;
export const AuditLog =
  (mongoose.models.AuditLog as mongoose.Model<AuditLogDoc>) || mongoose.model("AuditLog", auditLogSchema);
