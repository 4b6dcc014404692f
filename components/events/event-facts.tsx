// What an event card and an event page both say about an event: its status label, attendance,
// price and CPD credits, as short text.
import { Badge } from "@/components/ui/badge";
import { EVENT_ATTENDANCE_LABELS, type EventStatus } from "@/lib/constants";
import type { EventItem } from "@/lib/events/events";
import { formatCredits, formatPrice } from "@/lib/offers/offer-text";

const STATUS_LABELS: Record<Exclude<EventStatus, "scheduled">, string> = {
  cancelled: "Cancelled",
  postponed: "Postponed",
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  if (status === "scheduled") return null;
  return <Badge tone={status === "cancelled" ? "danger" : "warning"}>{STATUS_LABELS[status]}</Badge>;
}

/** "Hybrid · Free · SHRM 1.5, HRCI 1" */
export function EventFactsLine({ event }: { event: EventItem }) {
  const parts = [
    EVENT_ATTENDANCE_LABELS[event.attendance],
    event.price ? formatPrice(event.price) : "",
    event.credits.length ? `CPD: ${formatCredits(event.credits)}` : "",
  ].filter(Boolean);
  return <p className="mt-1 text-sm text-slate-700">{parts.join(" · ")}</p>;
}
