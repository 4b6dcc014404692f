"use client";
// The event's times in the visitor's own zone, added after load when it differs from the event's
// (the server can't know the visitor's zone). Intl only: nothing else ships to the page.
import { useSyncExternalStore } from "react";
import { currentTimeZone, formatTimeRange, zoneOffsetMinutes } from "@/lib/time-zone-names";

const noSubscription = () => () => {};

export function LocalTime({ start, end, timeZone }: { start: string; end: string; timeZone: string }) {
  // null while rendering on the server and hydrating; the browser's zone right after.
  const visitor = useSyncExternalStore(noSubscription, currentTimeZone, () => null);
  if (!visitor) return null;
  const from = new Date(start);
  const to = new Date(end);
  const differs =
    zoneOffsetMinutes(visitor, from) !== zoneOffsetMinutes(timeZone, from) ||
    zoneOffsetMinutes(visitor, to) !== zoneOffsetMinutes(timeZone, to);
  if (!differs) return null;
  return (
    <span className="block text-sm text-slate-600">
      Your time: <time dateTime={start}>{formatTimeRange(visitor, from, to)}</time>
    </span>
  );
}
