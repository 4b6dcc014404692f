// An event as the data layer hands it out: the plain shape, the fields it is read from, and the
// mapping (kept apart from lib/events/events so the event mails can read events without a cycle).
import { SITE_TIME_ZONE } from "@/lib/dates";
import type { Credit, Organisation, Price } from "@/lib/offers/offer-schemas";
import {
  DEFAULT_EVENT_MINUTES,
  type EventAttendance,
  type EventRegistrationMode,
  type EventStatus,
} from "@/lib/constants";

export type EventItem = {
  _id: string;
  title: string;
  description: string;
  /** The start (ISO instant). */
  date: string;
  endDate: string;
  /** The IANA zone the event is shown in. */
  timeZone: string;
  attendance: EventAttendance;
  /** True for inPerson and hybrid. */
  physical: boolean;
  location: string;
  link: string;
  organizer: Organisation | null;
  registrationUrl: string;
  /** Registration on the site, or null ("I'm going" only). */
  registration: EventRegistrationMode | null;
  /** Seats, or null for unlimited. */
  capacity: number | null;
  price: Price | null;
  credits: Credit[];
  status: EventStatus;
  /** Grows with every change (iCalendar SEQUENCE). */
  sequence: number;
  isApproved: boolean;
  createdAt: string;
};

export const EVENT_PUBLIC_FIELDS =
  "title description date endDate timeZone attendance physical location link organizer registrationUrl registration capacity price credits status sequence isApproved createdAt";

export type LeanEvent = {
  _id: unknown;
  title: string;
  description?: string | null;
  date: Date;
  endDate?: Date | null;
  timeZone?: string | null;
  attendance?: EventAttendance | null;
  physical?: boolean | null;
  location?: string | null;
  link?: string | null;
  organizer?: { name?: string | null; url?: string | null } | null;
  registrationUrl?: string | null;
  registration?: EventRegistrationMode | null;
  capacity?: number | null;
  price?: { amount?: number | null; currency?: string | null } | null;
  credits?: { body: string; amount: number }[] | null;
  status?: EventStatus | null;
  sequence?: number | null;
  isApproved?: boolean | null;
  createdAt?: Date | null;
};

/** An event's end: stored, or an hour after the start for events stored before ends existed. */
export function eventEnd(doc: { date: Date; endDate?: Date | null }): Date {
  return doc.endDate
    ? new Date(doc.endDate)
    : new Date(new Date(doc.date).getTime() + DEFAULT_EVENT_MINUTES * 60_000);
}

/**
 * The event as the public sees it (issue 44): an event that takes registrations on the site keeps
 * its meeting URL for registered guests only (their personal join link), so page, JSON-LD,
 * calendars, Content API, listings and mails to the list carry none.
 */
export function publicEvent<T extends Pick<EventItem, "link" | "registration">>(event: T): T {
  return event.registration && event.link ? { ...event, link: "" } : event;
}

/** The answer of the staff and organiser status routes. */
export const EVENT_STATUS_MESSAGES: Record<EventStatus, string> = {
  scheduled: "Event scheduled",
  cancelled: "Event cancelled",
  postponed: "Event postponed",
};

export function toEventItem(doc: LeanEvent): EventItem {
  const start = new Date(doc.date);
  const attendance = doc.attendance ?? (doc.physical === false ? "online" : "inPerson");
  return {
    _id: String(doc._id),
    title: doc.title,
    description: doc.description ?? "",
    date: start.toISOString(),
    endDate: eventEnd(doc).toISOString(),
    timeZone: doc.timeZone || SITE_TIME_ZONE,
    attendance,
    physical: attendance !== "online",
    location: doc.location ?? "",
    link: doc.link ?? "",
    organizer: doc.organizer?.name
      ? { name: doc.organizer.name, ...(doc.organizer.url ? { url: doc.organizer.url } : {}) }
      : null,
    registrationUrl: doc.registrationUrl ?? "",
    registration: doc.registration ?? null,
    capacity: typeof doc.capacity === "number" ? doc.capacity : null,
    price:
      doc.price && typeof doc.price.amount === "number"
        ? { amount: doc.price.amount, currency: doc.price.currency || "GBP" }
        : null,
    credits: (doc.credits ?? []).map(({ body, amount }) => ({ body, amount }) as Credit),
    status: doc.status ?? "scheduled",
    sequence: doc.sequence ?? 0,
    isApproved: Boolean(doc.isApproved),
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  };
}
