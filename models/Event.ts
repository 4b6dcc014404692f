import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { moderationFields } from "./moderation-fields";

const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    description: { type: String, default: "", trim: true, maxlength: 5000 },
    date: { type: Date, required: true },
    physical: { type: Boolean, default: true },
    /** Used when physical. */
    location: { type: String, default: "", trim: true, maxlength: 300 },
    /** Used when virtual (http/https). */
    link: { type: String, default: "", trim: true, maxlength: 2000 },
    /** Lower-cased title + description + location: the field search matches. */
    searchText: { type: String, default: "", select: false },
    isApproved: { type: Boolean, default: false },
    ...moderationFields,
    submitterEmail: { type: String, trim: true, lowercase: true },
    approvedAt: { type: Date },
  },
  { timestamps: true },
);

eventSchema.index({ isApproved: 1, date: 1, _id: 1 });
eventSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
eventSchema.index({ createdAt: -1, _id: -1 });
// The moderation inbox: one state, newest first; a submitter's pending items (spam tools).
eventSchema.index({ state: 1, createdAt: -1, _id: -1 });
eventSchema.index({ submitterEmail: 1, state: 1 });
eventSchema.index({ submitterAddress: 1, state: 1 });

export type EventDoc = InferSchemaType<typeof eventSchema>;
export const Event =
  (mongoose.models.Event as mongoose.Model<EventDoc>) || mongoose.model("Event", eventSchema);
