// The moderation record comments, events and jobs share (issue 18). `isApproved` stays the stored
// flag public queries filter on (true only when approved); `state` says pending, approved or rejected.
// A document written without a state takes it from `isApproved` (the default runs after the given
// values are set); older rows without one are given one by migrations/20261202000000-moderation-states.ts (npm run db:migrate).
import { Schema } from "mongoose";
import { MODERATION_REASON_MAX_LENGTH, MODERATION_STATES } from "@/lib/constants";

function stateFromApproval(this: { isApproved?: boolean | null }) {
  return this.isApproved ? "approved" : "pending";
}

export const moderationFields = {
  state: { type: String, enum: MODERATION_STATES, default: stateFromApproval },
  /** Why it was rejected (a saved reply or free text). */
  reason: { type: String, trim: true, maxlength: MODERATION_REASON_MAX_LENGTH },
  decidedAt: { type: Date },
  decidedBy: { type: Schema.Types.ObjectId, ref: "User" },
  /** The moderator's name at decision time (the inbox shows it without a join). */
  decidedByName: { type: String },
  /** Rejected as spam (by a moderator or because the submitter is blocked): never mailed. */
  spam: { type: Boolean },
  /** The client address the submission came from (never shown publicly). */
  submitterAddress: { type: String, trim: true },
} as const;
