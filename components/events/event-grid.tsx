// A titled grid of event cards.
import { EventCard } from "@/components/events/event-card";
import type { EventItem } from "@/lib/events/events";
import { isSameSiteDay } from "@/lib/dates";
import { eventPath } from "@/lib/seo/urls";

export function EventGrid({ heading, events, now }: { heading: string; events: EventItem[]; now: Date }) {
  if (events.length === 0) return null;
  const headingId = `${heading.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="card-grid">
        {events.map((event) => (
          <EventCard
            key={event._id}
            event={event}
            isToday={isSameSiteDay(event.date, now)}
            detailHref={eventPath(event._id)}
          />
        ))}
      </div>
    </section>
  );
}
