// iCalendar files and Google Calendar links for approved events. Events store one start time;
// calendars get a one-hour slot (EVENT_DURATION_MINUTES) since the real end is unknown.
import ical, { ICalCalendarMethod } from "ical-generator";
import { absoluteUrl, eventPath } from "@/lib/seo/urls";
import type { Site } from "@/lib/seo/site";

export const EVENT_DURATION_MINUTES = 60;

export type CalendarEvent = {
  _id: string;
  title: string;
  description: string;
  date: string;
  physical: boolean;
  location: string;
  link: string;
  updatedAt?: string;
};

const endOf = (start: Date) => new Date(start.getTime() + EVENT_DURATION_MINUTES * 60_000);

function whereText(event: CalendarEvent): string {
  return event.physical ? event.location : event.link || "Online";
}

function detailsText(site: Site, event: CalendarEvent): string {
  const page = absoluteUrl(site.url, eventPath(event._id));
  return [
    event.description,
    event.physical ? "" : event.link ? `Join online: ${event.link}` : "",
    `Details: ${page}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** A VCALENDAR with one VEVENT per event; UIDs are stable so re-imports update rather than duplicate. */
export function eventsCalendar(site: Site, events: CalendarEvent[], name: string): string {
  const host = new URL(site.url).host;
  const calendar = ical({
    name,
    prodId: { company: site.name, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(site.url, "/events"),
  });
  for (const event of events) {
    const start = new Date(event.date);
    calendar.createEvent({
      id: `${event._id}@${host}`,
      start,
      end: endOf(start),
      summary: event.title,
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
  const start = new Date(event.date);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleDate(start)}/${googleDate(endOf(start))}`,
    details: detailsText(site, event),
    location: whereText(event),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
