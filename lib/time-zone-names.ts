// Time-zone names through the built-in Intl API only (no date library), so the browser's
// "your time" enhancement (components/events/local-time.tsx) adds almost nothing to a page.
// Formatters are made once per locale, zone and shape: constructing an Intl.DateTimeFormat costs
// far more than formatting with one, and an events page formats dozens of times on a phone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** English locales whose short zone names we accept, in order: "EST" (US), "BST" (GB), "AEDT" (AU)… */
const NAME_LOCALES = ["en-US", "en-GB", "en-AU", "en-IN", "en-IE", "en-NZ"];
const ABBREVIATION = /^[A-Z]{2,5}$/;

function shortName(locale: string, timeZone: string, at: Date): string {
  const part = formatter(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

/**
 * The zone's common abbreviation at that instant ("EST", "BST", "CET"), or its GMT offset
 * ("GMT+9") where English has none.
 */
export function timeZoneLabel(timeZone: string, at: Date): string {
  let fallback = "";
  for (const locale of NAME_LOCALES) {
    const name = shortName(locale, timeZone, at);
    if (ABBREVIATION.test(name)) return name;
    fallback ||= name;
  }
  return fallback || timeZone;
}

/** The canonical IANA name for a zone Intl knows ("america/new_york" → "America/New_York"), or null. */
export function canonicalTimeZone(value: string): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone the visitor's browser (or the server) runs in. */
export function currentTimeZone(): string {
  return formatter(undefined, {}).resolvedOptions().timeZone;
}

/** Minutes east of UTC of a zone at an instant. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = formatter("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** "15/01/2027, 10:00" in the zone (en-GB short), Intl only. */
export function formatWallTime(timeZone: string, at: Date): string {
  return formatter("en-GB", {
    timeZone,
    hourCycle: "h23",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
}

/** "15/01/2027, 10:00 – 11:00 EST", or both dates when the range crosses midnight in that zone. */
export function formatTimeRange(timeZone: string, start: Date, end: Date | null): string {
  const startText = `${formatWallTime(timeZone, start)} ${timeZoneLabel(timeZone, start)}`;
  if (!end) return startText;
  const from = formatWallTime(timeZone, start);
  const to = formatWallTime(timeZone, end);
  const [fromDay] = from.split(", ");
  const [toDay, toTime] = to.split(", ");
  if (fromDay === toDay) return `${from} – ${toTime} ${timeZoneLabel(timeZone, end)}`;
  return `${startText} – ${to} ${timeZoneLabel(timeZone, end)}`;
}
