// "I'm going": a member's mark on an event, toggled; the count is the number of marks.
import "server-only";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { isDuplicateKeyError, notFound } from "@/lib/errors";
import { EventGoing } from "@/models/EventGoing";
import { Event } from "@/models/Event";
import { EVENT_PUBLIC_FIELDS, toEventItem, type LeanEvent } from "@/lib/events/event-item";
import type { EventStatus } from "@/lib/constants";

/** How many marks /account/events lists at most. */
const MAX_GOING_LISTED = 200;

const markId = (eventId: string, memberId: string) => `${eventId}:${memberId}`;

export async function countGoing(eventId: string): Promise<number> {
  await connectDb();
  return EventGoing.countDocuments({ eventId });
}

async function assertApprovedEvent(eventId: string): Promise<void> {
  if (!/^[a-f0-9]{24}$/i.test(eventId) || !isValidObjectId(eventId)) throw notFound("Event not found");
  await connectDb();
  const event = await Event.findById(eventId).select("isApproved").lean();
  if (!event?.isApproved) throw notFound("Event not found");
}

/** The count, and whether the member (when there is one) is going: 404 for an unknown event. */
export async function goingState(
  eventId: string,
  memberId: string | null,
): Promise<{ going: boolean; count: number }> {
  await assertApprovedEvent(eventId);
  const [count, going] = await Promise.all([
    countGoing(eventId),
    memberId ? isGoing(eventId, memberId) : Promise.resolve(false),
  ]);
  return { going, count };
}

export async function isGoing(eventId: string, memberId: string): Promise<boolean> {
  await connectDb();
  return (await EventGoing.countDocuments({ _id: markId(eventId, memberId) })) > 0;
}

/** Marks or unmarks the member as going to an approved event; returns the new state and count. */
export async function toggleGoing(
  eventId: string,
  memberId: string,
): Promise<{ going: boolean; count: number }> {
  await assertApprovedEvent(eventId);
  const _id = markId(eventId, memberId);
  const removed = await EventGoing.deleteOne({ _id });
  let going = false;
  if (removed.deletedCount === 0) {
    try {
      await EventGoing.create({ _id, eventId, memberId });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    going = true;
  }
  return { going, count: await countGoing(eventId) };
}

/** The member's marks (export) and their erasure. */
export async function listMemberGoing(memberId: string): Promise<{ eventId: string; createdAt: string }[]> {
  await connectDb();
  const rows = await EventGoing.find({ memberId }).select("eventId createdAt").sort({ createdAt: 1 }).lean();
  return rows.map((row) => ({
    eventId: String(row.eventId),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

export async function deleteMemberGoing(memberId: string): Promise<void> {
  await connectDb();
  await EventGoing.deleteMany({ memberId });
}

export type GoingEvent = {
  id: string;
  title: string;
  date: string;
  endDate: string;
  timeZone: string;
  status: EventStatus;
  /** The event has ended (listed after the upcoming ones). */
  past: boolean;
};

/**
 * /account/events: the approved events the member marked "I'm going", upcoming first (soonest
 * first), then past ones (latest first). Reads the member's marks by index, then their events by _id.
 */
export async function listGoingEvents(memberId: string, now = new Date()): Promise<GoingEvent[]> {
  await connectDb();
  const marks = await EventGoing.find({ memberId }).select("eventId").limit(MAX_GOING_LISTED).lean();
  if (marks.length === 0) return [];
  const events = await Event.find({ _id: { $in: marks.map((mark) => mark.eventId) }, isApproved: true })
    .select(EVENT_PUBLIC_FIELDS)
    .lean<LeanEvent[]>();
  const items = events.map(toEventItem).map((event) => ({
    id: event._id,
    title: event.title,
    date: event.date,
    endDate: event.endDate,
    timeZone: event.timeZone,
    status: event.status,
    past: Date.parse(event.endDate) < now.getTime(),
  }));
  const upcoming = items.filter((event) => !event.past).sort((a, b) => a.date.localeCompare(b.date));
  const past = items.filter((event) => event.past).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
}
