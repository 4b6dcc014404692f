// An owner's edit of a published item, held for review while the published version stays public
// (jobs, issue 33; events, issue 34). lib/moderation/pending-changes.ts reads and applies it.
import { Schema } from "mongoose";

export const pendingChangeFields = {
  /** `{ set: { field: value }, unset: [field] }`: applied as one update when a moderator approves it. */
  pendingChange: { type: Schema.Types.Mixed },
  /** When the change was proposed; the inbox lists items with a change through its index. */
  pendingChangeAt: { type: Date },
} as const;
