// Owner edits that wait for review: a published event stays as it was while its organiser's change
// is pending; approving applies it (a new SEQUENCE, the public cache dropped). Kept on its own so
// the same rule for jobs can later share it.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { recordAudit } from "@/lib/data/audit";
import { EVENT_CHANGE_FIELDS, notifyEventChange, type EventChangeSnapshot } from "@/lib/data/event-mails";
import type { SessionUser } from "@/lib/data/users";
import { Event } from "@/models/Event";

export type StoredChange = { set: Record<string, unknown>; unset: Record<string, number> };

/** Keeps the change beside the published event (a newer change replaces an older one). */
export async function proposeEventChange(id: string, change: StoredChange, now = new Date()): Promise<void> {
  await connectDb();
  await Event.updateOne({ _id: id }, { $set: { pendingChange: change, pendingChangeAt: now } });
}

/**
 * Applies the waiting change, if any; true when one was applied. Compare-and-set on the change's
 * time, so a change proposed meanwhile is never lost or applied half.
 */
export async function applyPendingEventChange(id: string, actor: SessionUser): Promise<boolean> {
  await connectDb();
  const doc = await Event.findById(id)
    .select(`title pendingChange pendingChangeAt isApproved ${EVENT_CHANGE_FIELDS}`)
    .lean();
  const change = doc?.pendingChange as StoredChange | undefined;
  if (!doc || !change || !doc.pendingChangeAt) return false;
  const unset = { ...change.unset, pendingChange: 1, pendingChangeAt: 1 };
  const result = await Event.updateOne(
    { _id: id, pendingChangeAt: doc.pendingChangeAt },
    { $set: change.set, $unset: unset, $inc: { sequence: 1 } },
    { runValidators: true },
  );
  if (result.modifiedCount === 0) return false;
  if (doc.isApproved) await invalidatePublicCache([publicTags.events, publicTags.event(id)]);
  await recordAudit(actor, "event.update", {
    type: "event",
    id,
    summary: `${doc.title}: organiser's change approved`,
  });
  await notifyEventChange(id, doc as EventChangeSnapshot);
  return true;
}

/** Published events with an organiser's change waiting, oldest first (the inbox's list). */
export async function listPendingEventChanges(limit = 50) {
  await connectDb();
  const docs = await Event.find({ pendingChangeAt: { $exists: true } })
    .select("title pendingChange pendingChangeAt")
    .sort({ pendingChangeAt: 1 })
    .limit(limit)
    .lean();
  return docs.map((doc) => ({
    id: String(doc._id),
    title: doc.title,
    proposedTitle: String((doc.pendingChange as StoredChange | undefined)?.set.title ?? doc.title),
    proposedAt: new Date(doc.pendingChangeAt as Date).toISOString(),
  }));
}
