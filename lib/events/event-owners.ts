// Events and their organisers (members): the organiser's list, their edits (held for review once
// the event is published) and status changes, and guest events joining the member who signs in
// with the address they were submitted from.
import "server-only";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import type { EventStatus, ModerationState } from "@/lib/constants";
import { proposeEventChange } from "@/lib/events/event-changes";
import { withPendingChange } from "@/lib/moderation/pending-changes";
import {
  EVENT_PUBLIC_FIELDS,
  eventEnd,
  eventEditFields,
  setEventStatus,
  toEventItem,
  type EventItem,
  type LeanEvent,
} from "@/lib/events/events";
import type { SessionMember } from "@/lib/members/member-sessions";
import type { EventInput } from "@/lib/events/event-schemas";
import { Event } from "@/models/Event";
import { EventGoing } from "@/models/EventGoing";

export type OwnedEvent = {
  id: string;
  title: string;
  state: ModerationState;
  status: EventStatus;
  start: string;
  end: string;
  going: number;
  pendingChanges: boolean;
  /** The fields the edit form starts from: the waiting change over the live event, if one waits. */
  editable: EventItem;
};

type LeanOwned = LeanEvent & {
  state?: ModerationState | null;
  pendingChange?: unknown;
  pendingChangeAt?: Date | null;
};

/** The organiser's events, newest submission first, with how many members are going. */
export async function listMemberEvents(memberId: string): Promise<OwnedEvent[]> {
  await connectDb();
  const docs = await Event.find({ ownerId: memberId })
    .select(`${EVENT_PUBLIC_FIELDS} state pendingChange pendingChangeAt`)
    .sort({ createdAt: -1 })
    .limit(200)
    .lean<LeanOwned[]>();
  const counts = await Promise.all(
    docs.map((doc) => EventGoing.countDocuments({ eventId: String(doc._id) })),
  );
  return docs.map((doc, index) => {
    return {
      id: String(doc._id),
      title: doc.title,
      state: doc.state ?? (doc.isApproved ? "approved" : "pending"),
      status: doc.status ?? "scheduled",
      start: new Date(doc.date).toISOString(),
      end: eventEnd(doc).toISOString(),
      going: counts[index] ?? 0,
      pendingChanges: Boolean(doc.pendingChangeAt),
      editable: toEventItem(withPendingChange(doc, doc.pendingChange)),
    };
  });
}

/** Guest submissions from an address join the member who just proved it is theirs. */
export async function claimGuestEvents(memberId: string, email: string): Promise<void> {
  await connectDb();
  await Event.updateMany(
    { submitterEmail: email.toLowerCase(), ownerId: { $exists: false } },
    { $set: { ownerId: memberId } },
  );
}

/** The event, when the member organises it: 404 unknown, 403 someone else's. */
export async function ownEvent(
  memberId: string,
  eventId: string,
): Promise<LeanEvent & { ownerId?: unknown }> {
  if (!/^[a-f0-9]{24}$/i.test(eventId) || !isValidObjectId(eventId)) throw notFound("Event not found");
  await connectDb();
  const doc = await Event.findById(eventId)
    .select(`${EVENT_PUBLIC_FIELDS} ownerId`)
    .lean<LeanEvent & { ownerId?: unknown }>();
  if (!doc) throw notFound("Event not found");
  if (!doc.ownerId || String(doc.ownerId) !== memberId)
    throw forbidden("Only the event's organiser can do this");
  return doc;
}

/**
 * The organiser's edit: a published event keeps what readers see until staff approve the change;
 * an event still waiting for review takes it at once (it is reviewed as a whole anyway).
 */
export async function updateOwnEvent(
  member: SessionMember,
  eventId: string,
  input: EventInput,
): Promise<{ event: EventItem; pending: boolean }> {
  const existing = await ownEvent(member.id, eventId);
  const change = eventEditFields(input);
  if (existing.isApproved) {
    await proposeEventChange(eventId, change);
    return { event: toEventItem(existing), pending: true };
  }
  await Event.updateOne(
    { _id: eventId },
    {
      $set: change.set,
      $inc: { sequence: 1 },
      ...(Object.keys(change.unset).length ? { $unset: change.unset } : {}),
    },
    { runValidators: true },
  );
  const doc = await Event.findById(eventId).select(EVENT_PUBLIC_FIELDS).lean<LeanEvent>();
  if (!doc) throw notFound("Event not found");
  return { event: toEventItem(doc), pending: false };
}

/** The organiser changes the status at once, with the same effect as the staff route. */
export async function setOwnEventStatus(
  member: SessionMember,
  eventId: string,
  status: EventStatus,
): Promise<EventItem> {
  await ownEvent(member.id, eventId);
  return setEventStatus(eventId, status, {
    id: member.id,
    name: `${member.name || member.email} (organiser)`,
    email: member.email,
  });
}
