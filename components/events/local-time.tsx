"use client";
// The event's times in the visitor's own zone, added after load when it differs from the event's
// (the server can't know the visitor's zone). Intl only: nothing else ships to the page. The zone
// arrives when the browser is idle and renders as a transition: building Intl formatters for a
// page of event cards costs a phone a few hundred ms, which must not block the first input.
import { startTransition, useEffect, useState } from "react";
import { currentTimeZone, formatTimeRange, zoneOffsetMinutes } from "@/lib/time-zone-names";
import { whenIdle } from "@/lib/when-idle";

export function LocalTime({ start, end, timeZone }: { start: string; end: string; timeZone: string }) {
  // null while rendering on the server, hydrating and until the browser is idle.
  const [visitor, setVisitor] = useState<string | null>(null);
  useEffect(() => whenIdle(() => startTransition(() => setVisitor(currentTimeZone()))), []);
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
