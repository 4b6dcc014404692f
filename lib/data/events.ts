import "server-only";
import { literalSearchPattern } from "@/lib/blog-text";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { startOfSiteDay } from "@/lib/dates";
import type { EventInput } from "@/lib/validations/event";
import { listItemsForStaff, updateItem, type ModeratedKind } from "@/lib/data/moderation";
import { decideItem } from "@/lib/data/moderation-decisions";
import { submissionFields, type Submitter } from "@/lib/data/moderation-blocks";
import { pagination } from "@/lib/data/paginate";
import type { SessionUser } from "@/lib/data/users";
import { Event, type EventDoc } from "@/models/Event";
import { EVENTS_PAGE_SIZE } from "@/lib/constants";

export { SITE_TIME_ZONE } from "@/lib/dates";

export type EventItem = {
  _id: string;
  title: string;
  description: string;
  date: string;
  physical: boolean;
  location: string;
  link: string;
  isApproved: boolean;
  createdAt: string;
};

const PUBLIC_FIELDS = "title description date physical location link isApproved createdAt";

export type LeanEvent = {
  _id: unknown;
  title: string;
  description?: string | null;
  date: Date;
  physical?: boolean | null;
  location?: string | null;
  link?: string | null;
  isApproved?: boolean | null;
  createdAt?: Date | null;
};

export function toEventItem(doc: LeanEvent): EventItem {
  return {
    _id: String(doc._id),
    title: doc.title,
    description: doc.description ?? "",
    date: new Date(doc.date).toISOString(),
    physical: doc.physical ?? true,
    location: doc.location ?? "",
    link: doc.link ?? "",
    isApproved: Boolean(doc.isApproved),
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  };
}

function eventSearchText(input: Pick<EventInput, "title" | "description" | "location">): string {
  return `${input.title}\n${input.description}\n${input.location}`.toLowerCase();
}

/**
 * Approved events, one page of a single sequence: upcoming events (from the start of today in the
 * site time zone, soonest first) followed by past events (most recent first).
 */
export async function listApprovedEvents({ search = "", page = 1 }: { search?: string; page?: number } = {}) {
  await connectDb();
  const base: Record<string, unknown> = { isApproved: true };
  if (search) base.searchText = { $regex: literalSearchPattern(search) };
  const todayStart = startOfSiteDay();
  const upcomingFilter = { ...base, date: { $gte: todayStart } };
  const pastFilter = { ...base, date: { $lt: todayStart } };
  const [upcomingTotal, pastTotal] = await Promise.all([
    Event.countDocuments(upcomingFilter),
    Event.countDocuments(pastFilter),
  ]);
  const skip = (page - 1) * EVENTS_PAGE_SIZE;
  const upcomingSkip = Math.min(skip, upcomingTotal);
  const upcomingTake = Math.max(0, Math.min(EVENTS_PAGE_SIZE, upcomingTotal - skip));
  const pastSkip = Math.max(0, skip - upcomingTotal);
  const pastTake = EVENTS_PAGE_SIZE - upcomingTake;
  const [upcoming, past] = await Promise.all([
    upcomingTake > 0
      ? Event.find(upcomingFilter)
          .select(PUBLIC_FIELDS)
          .sort({ date: 1, _id: 1 })
          .skip(upcomingSkip)
          .limit(upcomingTake)
          .lean<LeanEvent[]>()
      : Promise.resolve([] as LeanEvent[]),
    pastTake > 0
      ? Event.find(pastFilter)
          .select(PUBLIC_FIELDS)
          .sort({ date: -1, _id: -1 })
          .skip(pastSkip)
          .limit(pastTake)
          .lean<LeanEvent[]>()
      : Promise.resolve([] as LeanEvent[]),
  ]);
  return {
    upcoming: upcoming.map(toEventItem),
    past: past.map(toEventItem),
    pagination: pagination(page, upcomingTotal + pastTotal, EVENTS_PAGE_SIZE),
  };
}

/** Every event for moderation, newest submission first, optionally one approval status. */
export async function listEventsForStaff(options: { status?: "approved" | "pending"; page?: number } = {}) {
  const { docs, pagination } = await listItemsForStaff<EventDoc, LeanEvent>(EVENT, options);
  return { events: docs.map(toEventItem), pagination };
}

/** A visitor's submission: held for review (stored as spam when the submitter is blocked). */
export async function createEvent(
  input: EventInput,
  from: Pick<Submitter, "address"> = {},
): Promise<EventItem> {
  await connectDb();
  const { email, ...fields } = input;
  const moderation = await submissionFields({ email, address: from.address });
  const doc = await Event.create({ ...fields, searchText: eventSearchText(input), ...moderation });
  return toEventItem(doc.toObject() as LeanEvent);
}

const EVENT: ModeratedKind<EventDoc> = {
  model: Event,
  type: "event",
  notFoundMessage: "Event not found",
  select: PUBLIC_FIELDS,
  publicTags: (id) => [publicTags.events, publicTags.event(id)],
};

export async function updateEvent(id: string, input: EventInput, actor: SessionUser): Promise<EventItem> {
  // The submitter's e-mail is the visitor's own: a moderator's edit never changes it.
  const { title, description, location, link, physical, date } = input;
  const fields = { title, description, location, link, physical, date };
  const doc = await updateItem<EventDoc, LeanEvent>(
    EVENT,
    id,
    { $set: { ...fields, searchText: eventSearchText(input) } },
    actor,
  );
  return toEventItem(doc);
}

/** Approves through the moderation decisions (state, audit, cache, the submitter's mail); returns the mail to deliver. */
export async function approveEvent(id: string, actor: SessionUser): Promise<string | undefined> {
  return (await decideItem("event", id, "approve", actor)).mailId;
}

export async function deleteEvent(id: string, actor: SessionUser): Promise<void> {
  await decideItem("event", id, "delete", actor);
}
