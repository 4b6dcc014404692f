// Every date the site shows or reasons about, in one place. Two kinds of value:
// - instants (a post's publication, an event's start): shown and compared in the site time zone;
// - calendar days (a certification's start): stored at UTC midnight and read in UTC.
// - an event's times: instants shown in the event's own zone (wall time + abbreviation).
// Nothing here depends on the zone of the server or of the visitor's browser.
import { TZDate } from "@date-fns/tz";
import { format, formatDistanceStrict, startOfDay } from "date-fns";
import { canonicalTimeZone, formatTimeRange, timeZoneLabel } from "@/lib/time-zone-names";

export { canonicalTimeZone, timeZoneLabel };

/** The site's time zone: event times are shown, and "today" is decided, in this zone. */
export const SITE_TIME_ZONE = "Europe/London";

const UTC = "UTC";

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function inZone(value: DateInput, timeZone: string): TZDate {
  return new TZDate(toDate(value).getTime(), timeZone);
}

/** Machine-readable instant for `<time dateTime>`. */
export function isoDate(value: DateInput): string {
  return toDate(value).toISOString();
}

// ---- Instants, in the site time zone ----

/** en-GB short date of an instant in the site zone, e.g. "05/03/2026" (cards, back-office tables). */
export function formatSiteDate(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : format(inZone(date, SITE_TIME_ZONE), "dd/MM/yyyy");
}

/** "March 5th 2026": an article's or a job's publication day in the site zone. */
export function formatLongDate(value: DateInput): string {
  return format(inZone(value, SITE_TIME_ZONE), "MMMM do yyyy");
}

/** "23/11/2026, 14:30" (en-GB short date and time, site time zone): event times, audit entries. */
export function formatSiteDateTime(value: DateInput): string {
  return format(inZone(value, SITE_TIME_ZONE), "dd/MM/yyyy, HH:mm");
}

/** True when both instants fall on the same calendar day in the site time zone. */
export function isSameSiteDay(a: DateInput, b: DateInput): boolean {
  return format(inZone(a, SITE_TIME_ZONE), "yyyy-MM-dd") === format(inZone(b, SITE_TIME_ZONE), "yyyy-MM-dd");
}

/** The instant the current day began in the site time zone (daylight-saving days included). */
export function startOfSiteDay(now: Date = new Date()): Date {
  return new Date(startOfDay(inZone(now, SITE_TIME_ZONE)).getTime());
}

/** Relative time, e.g. "3 hours ago"; a clock slightly ahead of the server's never reads "in 2 seconds". */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (date.getTime() > now.getTime()) return "just now";
  return formatDistanceStrict(date, now, { addSuffix: true });
}

/** An instant as the value of a `datetime-local` input showing site-zone wall time ("2026-11-24T14:30"). */
export function toSiteDateTimeInput(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : format(inZone(date, SITE_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/** The instant a `datetime-local` value names when read as site-zone wall time; null when it is not one. */
export function fromSiteDateTimeInput(value: string): Date | null {
  return fromWallTime(value, SITE_TIME_ZONE);
}

// ---- Instants in a named zone (an event's own) ----

/** Wall time without an offset: "2027-01-15T10:00", seconds optional. */
export const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** The instant a wall time names in `timeZone` ("2027-01-15T10:00" in New York → 15:00 UTC); null when it is not one. */
export function fromWallTime(value: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, second, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

/** An instant as a `datetime-local` value in `timeZone` ("2027-01-15T10:00"). */
export function toDateTimeInput(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : format(inZone(date, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** ISO 8601 with the zone's offset at that instant: "2027-01-15T10:00:00-05:00" (JSON-LD). */
export function isoInZone(value: DateInput, timeZone: string): string {
  return format(inZone(value, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** "15/01/2027, 10:00 – 11:00 EST": an event's start and end in its own zone, with its abbreviation. */
export function formatEventTime(start: DateInput, end: DateInput | null, timeZone: string): string {
  return formatTimeRange(timeZone, toDate(start), end === null ? null : toDate(end));
}

// ---- Calendar days, read in UTC where they are stored ----

/** "23/11/2026": a calendar day (certification start) on cards and in the back-office. */
export function formatCalendarDay(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : format(inZone(date, UTC), "dd/MM/yyyy");
}

/** "November 23rd 2026": a calendar day in words. */
export function formatLongCalendarDay(value: DateInput): string {
  return format(inZone(value, UTC), "MMMM do yyyy");
}

// ---- Parsing and arithmetic ----

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_WALL_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;

/** "2027-02-28" is a day of the calendar, "2027-02-30" or "2027-13-01" is not. */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An ISO 8601 date or date-time as an instant, or null. A date alone means the end of that day and a
 * date-time without an offset means wall time, both in the site time zone.
 */
export function parseIsoInstant(value: string): Date | null {
  const text = value.trim();
  if (!isCalendarDate(text.slice(0, 10))) return null;
  if (ISO_DATE.test(text)) {
    const endOfDay = fromSiteDateTimeInput(`${text}T23:59`);
    return endOfDay ? new Date(endOfDay.getTime() + 59_999) : null;
  }
  if (ISO_DATE_TIME.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const wall = ISO_WALL_TIME.exec(text);
  return wall ? fromSiteDateTimeInput(wall[1]!) : null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` whole days (of 24 hours) after an instant. */
export function addDaysTo(value: DateInput, days: number): Date {
  return new Date(toDate(value).getTime() + days * DAY_MS);
}

/** "2026-11-24": an instant's calendar day in the site zone (the value of a date input). */
export function toSiteDateInput(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : format(inZone(date, SITE_TIME_ZONE), "yyyy-MM-dd");
}
