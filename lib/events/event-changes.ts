// Organisers' edits of published events, held for review through the shared pending-change module
// (as for jobs): the published event stays as it was until a moderator approves the change, which
// applies it with a new SEQUENCE, drops the public cache and mails those going when it matters.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { recordAudit } from "@/lib/staff/audit";
import { EVENT_CHANGE_FIELDS, notifyEventChange, type EventChangeSnapshot } from "@/lib/events/event-mails";
import {
  applyPendingChange,
  listChangesForReview,
  proposeChange,
  type AnyModel,
  type ChangeForReview,
} from "@/lib/moderation/pending-changes";
import type { SessionUser } from "@/lib/staff/users";
import { MODERATION_PAGE_SIZE_MAX } from "@/lib/constants";
import { Event } from "@/models/Event";

/** An event edit's stored fields, as `eventEditFields` makes them. */
export type EventEdit = { set: Record<string, unknown>; unset: Record<string, number> };

/** The fields a reviewer compares (the stored search text and credit bodies follow from them). */
export const EVENT_REVIEWED_FIELDS = [
  "title",
  "description",
  "date",
  "endDate",
  "timeZone",
  "attendance",
  "location",
  "link",
  "organizer",
  "registrationUrl",
  "registration",
  "capacity",
  "price",
  "credits",
] as const;

const events = Event as unknown as AnyModel;

/** Keeps the change beside the published event (a newer change replaces an older one). */
export async function proposeEventChange(id: string, edit: EventEdit, now = new Date()): Promise<void> {
  await proposeChange(events, id, { set: edit.set, unset: Object.keys(edit.unset) }, now);
}

/** Applies the waiting change, if any; true when one was applied (two approvals apply it once). */
export async function applyPendingEventChange(id: string, actor: SessionUser): Promise<boolean> {
  await connectDb();
  const before = await Event.findById(id)
    .select(`title pendingChangeAt isApproved ${EVENT_CHANGE_FIELDS}`)
    .lean();
  if (!before?.pendingChangeAt) return false;
  if (!(await applyPendingChange(events, id, { sequence: 1 }))) return false;
  if (before.isApproved) await invalidatePublicCache([publicTags.events, publicTags.event(id)]);
  await recordAudit(actor, "event.update", {
    type: "event",
    id,
    summary: `${before.title}: organiser's change approved`,
  });
  await notifyEventChange(id, before as EventChangeSnapshot);
  return true;
}

/** Published events with an organiser's change waiting, oldest first, each as a before/after. */
export async function listEventChangesForReview(): Promise<ChangeForReview[]> {
  return listChangesForReview(events, EVENT_REVIEWED_FIELDS, MODERATION_PAGE_SIZE_MAX);
}
