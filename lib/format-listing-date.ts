// Dates on event and certification pages, computed in one site time zone so the server render,
// the "today" dot and the upcoming/past split agree whatever zone the server or visitor is in.

/** The site's time zone: event times are shown, and "today" is decided, in this zone. */
export const SITE_TIME_ZONE = "Europe/London";

const eventDateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});

const dayKey = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: SITE_TIME_ZONE,
});

/** "23/11/2026, 14:30" (en-GB short date and time, site time zone). */
export function formatEventDateTime(date: Date | string): string {
  return eventDateTime.format(new Date(date));
}

/** True when both instants fall on the same calendar day in the site time zone. */
export function isSameSiteDay(a: Date | string, b: Date | string): boolean {
  return dayKey.format(new Date(a)) === dayKey.format(new Date(b));
}

/** Minutes the site zone is ahead of UTC at `instant`. */
function zoneOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The instant the current day began in the site time zone. */
export function startOfSiteDay(now: Date = new Date()): Date {
  const [year, month, day] = dayKey.format(now).split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  let guess = midnightUtc - zoneOffsetMinutes(midnightUtc) * 60000;
  // A second pass settles days on which the offset changes (daylight saving).
  guess = midnightUtc - zoneOffsetMinutes(guess) * 60000;
  return new Date(guess);
}

const ORDINAL_SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinalRules = new Intl.PluralRules("en-GB", { type: "ordinal" });

/** "November 23rd 2026": certification dates are calendar days, so they are read in UTC, where they are stored. */
export function formatCertificationDate(date: Date | string): string {
  const value = new Date(date);
  const month = value.toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  const day = value.getUTCDate();
  return `${month} ${day}${ORDINAL_SUFFIX[ordinalRules.select(day)] ?? "th"} ${value.getUTCFullYear()}`;
}

/** "23/11/2026" for a certification's start date on cards. */
export function formatCertificationShortDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-GB", { timeZone: "UTC" });
}
