// iCalendar files, calendar subscription links and "Add to Google Calendar" links for approved
// events. Times are written in UTC (always unambiguous, no VTIMEZONE needed); each entry has a
// stable UID and a SEQUENCE that grows with every edit, so subscribed calendars update it.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export { ICalCalendarMethod };
import type { EventAttendance, EventStatus } from "@/lib/constants";
import { absoluteUrl, eventPath } from "@/lib/seo/urls";
import type { Site } from "@/lib/seo/site";

export type CalendarEvent = {
  _id: string;
  title: string;
  description: string;
  date: string;
  endDate: string;
  attendance: EventAttendance;
  location: string;
  link: string;
  registrationUrl: string;
  status: EventStatus;
  sequence: number;
  updatedAt?: string;
};

/** The path of the subscribable feed of upcoming events. */
export const EVENTS_CALENDAR_PATH = "/events.ics";

const ICAL_STATUS: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  // iCalendar has no "postponed": tentative, and the title says so.
  postponed: ICalEventStatus.TENTATIVE,
};

const TITLE_PREFIX: Record<EventStatus, string> = {
  scheduled: "",
  cancelled: "Cancelled: ",
  postponed: "Postponed: ",
};

export function whereText(event: CalendarEvent): string {
  return event.attendance === "online" ? event.link || "Online" : event.location;
}

function detailsText(site: Site, event: CalendarEvent): string {
  const page = absoluteUrl(site.url, eventPath(event._id));
  return [
    event.status === "cancelled" ? "This event has been cancelled." : "",
    event.status === "postponed" ? "This event has been postponed; a new date will follow." : "",
    event.description,
    event.attendance !== "inPerson" && event.link ? `Join online: ${event.link}` : "",
    event.registrationUrl ? `Register: ${event.registrationUrl}` : "",
    `Details: ${page}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * A VCALENDAR with one VEVENT per event; UIDs are stable so re-imports update rather than duplicate.
 * PUBLISH for downloads and feeds; REQUEST / CANCEL for the files mailed to members who are going.
 */
export function eventsCalendar(
  site: Site,
  events: CalendarEvent[],
  name: string,
  method: ICalCalendarMethod = ICalCalendarMethod.PUBLISH,
): string {
  const host = new URL(site.url).host;
  const calendar = ical({
    name,
    prodId: { company: site.name, product: "events", language: "EN" },
    method,
    url: absoluteUrl(site.url, "/events"),
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event._id}@${host}`,
      sequence: event.sequence,
      status: ICAL_STATUS[event.status],
      start: new Date(event.date),
      end: new Date(event.endDate),
      summary: `${TITLE_PREFIX[event.status]}${event.title}`,
      description: detailsText(site, event),
      location: whereText(event) || null,
      url: absoluteUrl(site.url, eventPath(event._id)),
      ...(event.updatedAt ? { lastModified: new Date(event.updatedAt) } : {}),
    });
  }
  return calendar.toString();
}

const googleDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "Add to Google Calendar" link with the event prefilled. */
export function googleCalendarUrl(site: Site, event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleDate(new Date(event.date))}/${googleDate(new Date(event.endDate))}`,
    details: detailsText(site, event),
    location: whereText(event),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export type SubscribeLinks = { webcal: string; google: string; outlook: string; file: string };

/** Links that subscribe a calendar app to the events feed (it then follows every change). */
export function calendarSubscribeLinks(site: Site, name: string): SubscribeLinks {
  const file = absoluteUrl(site.url, EVENTS_CALENDAR_PATH);
  const webcal = file.replace(/^https?:/, "webcal:");
  return {
    file,
    webcal,
    google: `https://calendar.google.com/calendar/r?${new URLSearchParams({ cid: webcal }).toString()}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: file, name }).toString()}`,
  };
}
