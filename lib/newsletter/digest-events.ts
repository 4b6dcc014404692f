// The newsletter digest's "Upcoming events": published events starting within the next
// DIGEST_EVENT_DAYS, soonest first (the { isApproved, date, _id } index gives the order).
import "server-only";
import { connectDb } from "@/lib/db";
import { addDaysTo, formatEventTime } from "@/lib/dates";
import { DIGEST_EVENT_DAYS, DIGEST_MAX_EVENTS } from "@/lib/constants";
import {
  EVENT_PUBLIC_FIELDS,
  publicEvent,
  toEventItem,
  type EventItem,
  type LeanEvent,
} from "@/lib/events/event-item";
import { mailSite } from "@/lib/mail/config";
import type { MailEvent } from "@/lib/mail/templates/index.ts";
import { formatCredits } from "@/lib/offers/offer-text";
import { absoluteUrl, eventPath } from "@/lib/seo/urls";
import { Event } from "@/models/Event";

/** Where, for a reader deciding whether to go: the place, "Online", or both (no join link in a list mail). */
function placeText(event: EventItem): string {
  if (event.attendance === "online") return "Online";
  if (event.attendance === "hybrid") return event.location ? `${event.location} and online` : "Hybrid";
  return event.location;
}

export async function listDigestEvents(now: Date = new Date()): Promise<MailEvent[]> {
  await connectDb();
  const docs = await Event.find({
    isApproved: true,
    date: { $gt: now, $lte: addDaysTo(now, DIGEST_EVENT_DAYS) },
    // A postponed event's date no longer holds; a cancelled one is not happening.
    status: { $nin: ["cancelled", "postponed"] },
  })
    .select(EVENT_PUBLIC_FIELDS)
    .sort({ date: 1, _id: 1 })
    .limit(DIGEST_MAX_EVENTS)
    .lean<LeanEvent[]>();
  const site = mailSite();
  return docs
    .map((doc) => publicEvent(toEventItem(doc)))
    .map((event) => ({
      title: event.title,
      url: absoluteUrl(site.url, eventPath(event._id)),
      when: formatEventTime(event.date, event.endDate, event.timeZone),
      where: placeText(event),
      credits: formatCredits(event.credits),
    }));
}
