// Date texts shown to readers. Dates are shown in UTC so the server's output never depends on
// the machine's time zone.
import { format, formatDistanceStrict } from "date-fns";

const enGbDate = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" });

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The UTC wall-clock time as a local Date, for date-fns patterns. */
function utcWallClock(date: Date): Date {
  return new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
}

/** en-GB short date, e.g. "05/03/2026". */
export function formatEnGbDate(value: Date | string | number): string {
  return enGbDate.format(toDate(value));
}

/** "MMMM Do YYYY" style, e.g. "March 5th 2026". */
export function formatLongDate(value: Date | string | number): string {
  return format(utcWallClock(toDate(value)), "MMMM do yyyy");
}

/** Machine-readable date for `<time dateTime>`. */
export function isoDate(value: Date | string | number): string {
  return toDate(value).toISOString();
}

/** Relative time, e.g. "3 hours ago". */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  // A clock slightly ahead of the server's never reads "in 2 seconds".
  if (date.getTime() > now.getTime()) return "just now";
  return formatDistanceStrict(date, now, { addSuffix: true });
}
