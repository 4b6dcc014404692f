import mongoose, { Schema, type InferSchemaType } from "mongoose";
import { moderationFields } from "./moderation-fields";

const commentSchema = new Schema(
  {
    blog: { type: Schema.Types.ObjectId, ref: "Blog", required: true },
    name: { type: String, required: true, trim: true, maxlength: 80 },
    content: { type: String, required: true, trim: true, maxlength: 2000 },
    isApproved: { type: Boolean, default: false },
    ...moderationFields,
    submitterEmail: { type: String, trim: true, lowercase: true },
    approvedAt: { type: Date },
    /** Issue 32: the thread's first comment (null for a comment that starts a thread). */
    parent: { type: Schema.Types.ObjectId, ref: "Comment", default: null },
    /** The comment this one answers (the parent, or a reply in its thread) and its author's name. */
    replyTo: { type: Schema.Types.ObjectId, ref: "Comment", default: null },
    replyToName: { type: String, default: null },
    /** The member who wrote it (their name is copied into `name`); null for guests and staff. */
    member: { type: Schema.Types.ObjectId, ref: "Member", default: null },
    /** Written by staff as the publication (shown with a "Staff" badge). */
    staff: { type: Boolean, default: false },
    likes: { type: Number, default: 0 },
    /** A guest's "E-mail me when someone replies" (mailed only once the address confirmed it). */
    notifyReplies: { type: Boolean, default: false },
    /** The thread was unsubscribed from (one-click): no more reply mail for this comment. */
    repliesMuted: { type: Boolean, default: false },
    /** Flags from visitors: how many distinct flaggers, and whether a moderator kept it anyway. */
    flagCount: { type: Number, default: 0 },
    flagsKept: { type: Boolean, default: false },
  },
  { timestamps: true },
);

commentSchema.index({ blog: 1, isApproved: 1, createdAt: -1, _id: -1 });
commentSchema.index({ isApproved: 1, createdAt: -1, _id: -1 });
commentSchema.index({ createdAt: -1, _id: -1 });
// The moderation inbox: one state, newest first; a submitter's pending items (spam tools).
commentSchema.index({ state: 1, createdAt: -1, _id: -1 });
commentSchema.index({ submitterEmail: 1, state: 1 });
commentSchema.index({ submitterAddress: 1, state: 1 });
// Issue 32: a thread's replies; a member's record (trust); flagged comments for the inbox.
commentSchema.index({ parent: 1, isApproved: 1, createdAt: 1 });
commentSchema.index({ member: 1, state: 1, decidedAt: -1 });
commentSchema.index({ flagCount: 1, state: 1 });

export type CommentDoc = InferSchemaType<typeof commentSchema>;
export const Comment =
  (mongoose.models.Comment as mongoose.Model<CommentDoc>) || mongoose.model("Comment", commentSchema);
