// Mails to members who marked "I'm going": a reminder about 24 hours before the start (the
// event-reminders cron call) and one mail per change of time, place or status, each with the
// event's .ics (stable UID; REQUEST with the event's SEQUENCE, or CANCEL). The mail log's `_id`
// is the claim: it is inserted before sending, so concurrent callers mail each member once.
import "server-only";
import { signToken, verifyToken } from "@/lib/auth/signed-tokens";
import { after } from "next/server";
import { connectDb } from "@/lib/db";
import {
  EVENT_PUBLIC_FIELDS,
  eventEnd,
  publicEvent,
  toEventItem,
  type EventItem,
  type LeanEvent,
} from "@/lib/events/event-item";
import { notFound } from "@/lib/errors";
import { formatEventTime } from "@/lib/dates";
import { mailSite } from "@/lib/mail/config";
import { deliverMails, queueMail } from "@/lib/mail/send";
import type { EventMailKind } from "@/lib/mail/templates/event-mail";
import { eventsCalendar, ICalCalendarMethod, whereText } from "@/lib/seo/calendar";
import { getSite } from "@/lib/seo/site";
import { absoluteUrl, eventPath } from "@/lib/seo/urls";
import { Event } from "@/models/Event";
import { EventGoing } from "@/models/EventGoing";
import { Member } from "@/models/Member";

export const EVENT_REMINDER_HOURS = 24;
export const EVENT_UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";

/** The fields whose change is worth a mail to everyone going. */
export const EVENT_CHANGE_FIELDS = "date endDate timeZone attendance location link status";

export type EventChangeSnapshot = Record<string, unknown>;

export function eventUnsubscribeUrl(eventId: string, memberId: string): string {
  const token = signToken("eventMails", `${eventId}.${memberId}`);
  return `${mailSite().url}/events/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** One-click unsubscribe: the member's "I'm going" mark for the event goes, and with it its mails. */
export async function stopEventMailsByToken(token: string): Promise<void> {
  const [eventId, memberId] = verifyToken("eventMails", token)?.split(".") ?? [];
  if (!eventId || !memberId) throw notFound(EVENT_UNSUBSCRIBE_INVALID);
  await connectDb();
  await EventGoing.deleteOne({ _id: `${eventId}:${memberId}` });
}

/** An approved event as the calendar file needs it (read here: lib/seo/seo-reads reads events at load). */
async function getApprovedEvent(id: string): Promise<EventItem | null> {
  const doc = await Event.findById(id).select(EVENT_PUBLIC_FIELDS).lean<LeanEvent>();
  return doc?.isApproved ? toEventItem(doc) : null;
}

type Recipient = { id: string; email: string };

async function goingMembers(eventId: string): Promise<Recipient[]> {
  const marks = await EventGoing.find({ eventId }).select("memberId").lean();
  if (marks.length === 0) return [];
  const members = await Member.find({ _id: { $in: marks.map((mark) => mark.memberId) } })
    .select("email blocked")
    .lean();
  return members
    .filter((member) => !member.blocked && member.email)
    .map((member) => ({ id: String(member._id), email: member.email }));
}

/** Queues one mail per going member under `keyOf(member)`; ids already taken are skipped. */
async function queueEventMails(
  stored: EventItem,
  kind: EventMailKind,
  keyOf: (member: Recipient) => string,
): Promise<string[]> {
  const site = getSite();
  // Everyone going gets the same mail: a registration event's meeting URL stays with its guests.
  const event = publicEvent(stored);
  const method = kind === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const attachment = {
    filename: "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: eventsCalendar(site, [event], event.title, method),
  };
  const ids: string[] = [];
  for (const member of await goingMembers(event._id)) {
    const queued = await queueMail({
      id: keyOf(member),
      to: member.email,
      template: "eventMail",
      attachment,
      data: {
        kind,
        title: event.title,
        when: formatEventTime(event.date, event.endDate, event.timeZone),
        where: whereText(event),
        eventUrl: absoluteUrl(site.url, eventPath(event._id)),
        unsubscribeUrl: eventUnsubscribeUrl(event._id, member.id),
      },
    });
    if (queued.status === "queued") ids.push(queued.id);
  }
  return ids;
}

/**
 * Reminds the members going to scheduled events that start within the next 24 hours. The key
 * names the start, so an event moved to another day is reminded of again.
 */
export async function sendEventReminders(now: Date = new Date()): Promise<number> {
  await connectDb();
  const until = new Date(now.getTime() + EVENT_REMINDER_HOURS * 60 * 60 * 1000);
  const events = await Event.find({ isApproved: true, date: { $gt: now, $lte: until } })
    .select("_id status")
    .sort({ date: 1, _id: 1 })
    .limit(500)
    .lean();
  let sent = 0;
  for (const row of events) {
    if ((row.status ?? "scheduled") !== "scheduled") continue;
    const event = await getApprovedEvent(String(row._id));
    if (!event) continue;
    const start = new Date(event.date).getTime();
    const ids = await queueEventMails(
      event,
      "reminder",
      (member) => `event-reminder:${event._id}:${member.id}:${start}`,
    );
    await deliverMails(ids);
    sent += ids.length;
  }
  return sent;
}

/** The same minute, or both unset: a calendar entry never shows seconds, so a form that keeps
 * minutes only does not "move" an event that was created with seconds through the API. */
function sameMinute(a: Date | string | null | undefined, b: Date | string | null | undefined): boolean {
  const minute = (value: Date | string | null | undefined) =>
    value ? Math.floor(new Date(value).getTime() / 60_000) : null;
  return minute(a) === minute(b);
}

/** What a change mail is about, or null when nothing a member plans around has changed. */
function changeKind(before: EventChangeSnapshot, after: EventItem): EventMailKind | null {
  const status = after.status;
  if ((before.status ?? "scheduled") !== status) return status === "scheduled" ? "changed" : status;
  const moved =
    !sameMinute(before.date as Date, after.date) ||
    // An event without an end ends by the default rule, as on its page and in its .ics.
    !sameMinute(
      eventEnd({ date: before.date as Date, endDate: before.endDate as Date | undefined }),
      after.endDate,
    ) ||
    (before.location ?? "") !== after.location ||
    (before.link ?? "") !== after.link ||
    (before.attendance ?? after.attendance) !== after.attendance;
  return moved ? "changed" : null;
}

/** The fields compared after a change (read before the write). */
export async function eventChangeSnapshot(eventId: string): Promise<EventChangeSnapshot | null> {
  await connectDb();
  return Event.findById(eventId).select(EVENT_CHANGE_FIELDS).lean<EventChangeSnapshot>();
}

async function mailEventChange(eventId: string, before: EventChangeSnapshot): Promise<void> {
  const event = await getApprovedEvent(eventId);
  if (!event) return;
  const kind = changeKind(before, event);
  if (!kind) return;
  const ids = await queueEventMails(
    event,
    kind,
    (member) => `event-change:${event._id}:${event.sequence}:${member.id}`,
  );
  await deliverMails(ids);
}

/**
 * After a write to an event: mails the going members when its time, place or status changed —
 * after the answer inside a request, at once elsewhere. Never throws (the change stands anyway).
 */
export function notifyEventChange(eventId: string, before: EventChangeSnapshot | null): Promise<void> {
  if (!before) return Promise.resolve();
  const run = () => mailEventChange(eventId, before).catch(() => undefined);
  try {
    after(run);
    return Promise.resolve();
  } catch {
    return run();
  }
}
