import "server-only";
import { literalSearchPattern } from "@/lib/posts/blog-text";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { startOfSiteDay } from "@/lib/dates";
import type { EventFilters, EventInput } from "@/lib/events/event-schemas";
import { recordAudit } from "@/lib/staff/audit";
import { listItemsForStaff, updateItem, type ModeratedKind } from "@/lib/moderation/moderation";
import { decideItem } from "@/lib/moderation/moderation-decisions";
import { submissionFields, type Submitter } from "@/lib/moderation/moderation-blocks";
import { findRange, pageRange, pagination } from "@/lib/db-paginate";
import type { SessionUser } from "@/lib/staff/users";
import { Event, type EventDoc } from "@/models/Event";
import { CREDIT_BODIES, EVENTS_PAGE_SIZE, type EventStatus } from "@/lib/constants";
import { notFound } from "@/lib/errors";
import { emitWebhookEvent } from "@/lib/integrations/webhooks";
import { applyPendingEventChange } from "@/lib/events/event-changes";
import {
  EVENT_PUBLIC_FIELDS,
  publicEvent,
  toEventItem,
  type EventItem,
  type LeanEvent,
} from "@/lib/events/event-item";
import { eventChangeSnapshot, notifyEventChange, type EventChangeSnapshot } from "@/lib/events/event-mails";

export { SITE_TIME_ZONE } from "@/lib/dates";

export {
  EVENT_PUBLIC_FIELDS,
  EVENT_STATUS_MESSAGES,
  eventEnd,
  publicEvent,
  toEventItem,
  type EventItem,
  type LeanEvent,
} from "@/lib/events/event-item";

function eventSearchText(input: Pick<EventInput, "title" | "description" | "location">): string {
  return `${input.title}\n${input.description}\n${input.location}`.toLowerCase();
}

/** The stored form of a submission: optional parts absent rather than empty. */
function withoutSubmitterEmail(input: EventInput): Omit<EventInput, "email"> {
  const fields: Partial<EventInput> = { ...input };
  delete fields.email;
  return fields as Omit<EventInput, "email">;
}

/** The $set/$unset an edit makes (the submitter's e-mail is never changed by an edit). */
export function eventEditFields(input: EventInput) {
  return storedFields(withoutSubmitterEmail(input));
}

function storedFields(input: Omit<EventInput, "email">) {
  const { organizer, price, credits, registration, capacity, ...rest } = input;
  const set = {
    ...rest,
    credits,
    creditBodies: credits.map((credit) => credit.body),
    searchText: eventSearchText(input),
    ...(organizer ? { organizer } : {}),
    ...(price ? { price } : {}),
    ...(registration ? { registration } : {}),
    ...(capacity ? { capacity } : {}),
  };
  const unset = {
    ...(organizer ? {} : { organizer: 1 }),
    ...(price ? {} : { price: 1 }),
    ...(registration ? {} : { registration: 1 }),
    ...(capacity ? {} : { capacity: 1 }),
  };
  return { set, unset };
}

/** The query conditions for the /events filters (older events without `attendance` read it from `physical`). */
function filterConditions(filters: Partial<EventFilters>): Record<string, unknown>[] {
  const conditions: Record<string, unknown>[] = [];
  if (filters.attendance === "hybrid") conditions.push({ attendance: "hybrid" });
  else if (filters.attendance) {
    conditions.push({
      $or: [
        { attendance: filters.attendance },
        { attendance: { $exists: false }, physical: filters.attendance === "inPerson" },
      ],
    });
  }
  if (filters.free) conditions.push({ "price.amount": 0 });
  if (filters.credits) conditions.push({ creditBodies: { $in: [...CREDIT_BODIES] } });
  if (filters.body) conditions.push({ creditBodies: filters.body });
  return conditions;
}

export type EventListingQuery = { search?: string; page?: number } & Partial<EventFilters>;

/** True when a query narrows the list (search or any filter): such lists are not cached. */
export function isFilteredEventQuery(query: EventListingQuery): boolean {
  return Boolean(query.search || query.when || query.attendance || query.free || query.credits || query.body);
}

/**
 * Approved events, one page of a single sequence: upcoming events (from the start of today in the
 * site time zone, soonest first) followed by past events (most recent first); `when` keeps one part.
 */
export async function listApprovedEvents(query: EventListingQuery = {}) {
  const { search = "", page = 1, when } = query;
  await connectDb();
  const base: Record<string, unknown> = { isApproved: true };
  if (search) base.searchText = { $regex: literalSearchPattern(search) };
  const conditions = filterConditions(query);
  if (conditions.length) base.$and = conditions;
  const todayStart = startOfSiteDay();
  const upcomingFilter = { ...base, date: { $gte: todayStart } };
  const pastFilter = { ...base, date: { $lt: todayStart } };
  const [upcomingTotal, pastTotal] = await Promise.all([
    when === "past" ? 0 : Event.countDocuments(upcomingFilter),
    when === "upcoming" ? 0 : Event.countDocuments(pastFilter),
  ]);
  const { skip } = pageRange(page, EVENTS_PAGE_SIZE);
  const upcomingSkip = Math.min(skip, upcomingTotal);
  const upcomingTake = Math.max(0, Math.min(EVENTS_PAGE_SIZE, upcomingTotal - skip));
  const pastSkip = Math.max(0, skip - upcomingTotal);
  const pastTake = Math.min(EVENTS_PAGE_SIZE - upcomingTake, Math.max(0, pastTotal - pastSkip));
  const [upcoming, past] = await Promise.all([
    upcomingTake > 0
      ? findRange<EventDoc, LeanEvent>(Event, upcomingFilter, {
          select: EVENT_PUBLIC_FIELDS,
          sort: { date: 1, _id: 1 },
          skip: upcomingSkip,
          limit: upcomingTake,
        })
      : Promise.resolve([] as LeanEvent[]),
    pastTake > 0
      ? findRange<EventDoc, LeanEvent>(Event, pastFilter, {
          select: EVENT_PUBLIC_FIELDS,
          sort: { date: -1, _id: -1 },
          skip: pastSkip,
          limit: pastTake,
        })
      : Promise.resolve([] as LeanEvent[]),
  ]);
  return {
    upcoming: upcoming.map((doc) => publicEvent(toEventItem(doc))),
    past: past.map((doc) => publicEvent(toEventItem(doc))),
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
  from: Pick<Submitter, "address"> & { owner?: { id: string; email: string } } = {},
): Promise<EventItem> {
  await connectDb();
  const { email: given, ...fields } = input;
  // A member's event is theirs, and its review mails go to their address unless they gave another.
  const email = given ?? from.owner?.email;
  const moderation = await submissionFields({ email, address: from.address });
  const doc = await Event.create({
    ...storedFields(fields).set,
    ...moderation,
    ...(from.owner ? { ownerId: from.owner.id } : {}),
  });
  return toEventItem(doc.toObject() as LeanEvent);
}

const EVENT: ModeratedKind<EventDoc> = {
  model: Event,
  type: "event",
  notFoundMessage: "Event not found",
  select: EVENT_PUBLIC_FIELDS,
  publicTags: (id) => [publicTags.events, publicTags.event(id)],
};

/** A staff edit; the sequence grows so calendar subscribers pick up the change. */
export async function updateEvent(id: string, input: EventInput, actor: SessionUser): Promise<EventItem> {
  // The submitter's e-mail is the visitor's own: a moderator's edit never changes it.
  const { set, unset } = eventEditFields(input);
  const before = await eventChangeSnapshot(id);
  const doc = await updateItem<EventDoc, LeanEvent>(
    EVENT,
    id,
    { $set: set, $inc: { sequence: 1 }, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    actor,
  );
  if (doc.isApproved) emitWebhookEvent("event.updated", { id, title: doc.title });
  await notifyEventChange(id, before);
  return toEventItem(doc);
}

/**
 * Approves an organiser's waiting change, or else the event itself through the moderation decisions
 * (state, audit, cache, the submitter's mail); returns the mail to deliver.
 */
export async function approveEvent(id: string, actor: SessionUser): Promise<string | undefined> {
  // An organiser's change to a published event is what waits: approving applies it.
  if (await applyPendingEventChange(id, actor)) return undefined;
  return (await decideItem("event", id, "approve", actor)).mailId;
}

export async function deleteEvent(id: string, actor: SessionUser): Promise<void> {
  await decideItem("event", id, "delete", actor);
}

/**
 * Scheduled, cancelled or postponed: the event stays listed with its label, and its calendar
 * entry (a new SEQUENCE) and JSON-LD follow. Setting the status it already has changes nothing.
 */
export async function setEventStatus(
  id: string,
  status: EventStatus,
  actor: Pick<SessionUser, "id" | "name" | "email">,
): Promise<EventItem> {
  await connectDb();
  const existing = await Event.findById(id).select(EVENT_PUBLIC_FIELDS).lean<LeanEvent>();
  if (!existing) throw notFound("Event not found");
  if ((existing.status ?? "scheduled") === status) return toEventItem(existing);
  const result = await Event.updateOne({ _id: id }, { $set: { status }, $inc: { sequence: 1 } });
  if (result.matchedCount === 0) throw notFound("Event not found");
  if (existing.isApproved) await invalidatePublicCache(EVENT.publicTags(id));
  await recordAudit(actor, "event.status", { type: "event", id, summary: `${existing.title}: ${status}` });
  const doc = await Event.findById(id).select(EVENT_PUBLIC_FIELDS).lean<LeanEvent>();
  if (!doc) throw notFound("Event not found");
  if (doc.isApproved)
    emitWebhookEvent(status === "cancelled" ? "event.cancelled" : "event.updated", { id, title: doc.title });
  await notifyEventChange(id, existing as unknown as EventChangeSnapshot);
  return toEventItem(doc);
}
