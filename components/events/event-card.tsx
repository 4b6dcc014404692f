// One event on the public grid and in the back-office list.
import type { ReactNode } from "react";
import { EventFactsLine, EventStatusBadge } from "@/components/events/event-facts";
import { LocalTime } from "@/components/events/local-time";
import type { EventItem } from "@/lib/events/events";
import { formatEventTime } from "@/lib/dates";

type EventCardProps = {
  event: EventItem;
  isToday: boolean;
  actions?: ReactNode;
  status?: ReactNode;
  /** The event's own page; the title links there on the public grid. */
  detailHref?: string;
};

export function EventCard({ event, isToday, actions, status, detailHref }: EventCardProps) {
  return (
    <article className="listing-card" aria-label={event.title}>
      {event.status !== "scheduled" ? (
        <p className="mb-2">
          <EventStatusBadge status={event.status} />
        </p>
      ) : null}
      <h3>{detailHref ? <a href={detailHref}>{event.title}</a> : event.title}</h3>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <time dateTime={event.date}>{formatEventTime(event.date, event.endDate, event.timeZone)}</time>
        {isToday ? <TodayDot /> : null}
        <LocalTime start={event.date} end={event.endDate} timeZone={event.timeZone} />
      </p>
      <EventFactsLine event={event} />
      {event.physical ? (
        <p className="meta">
          <span className="font-medium">Location:</span> {event.location}
        </p>
      ) : null}
      {event.attendance !== "inPerson" && event.link ? (
        <p className="mt-1 text-sm">
          <a
            href={event.link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
          >
            Join online<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {event.description ? <p className="description">{event.description}</p> : null}
      {status}
      {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div> : null}
    </article>
  );
}

function TodayDot() {
  return (
    <span className="inline-flex items-center gap-1 font-medium text-green-700">
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-green-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-green-600" />
      </span>
      Today
    </span>
  );
}
