// The events page: search, filters, Add Event, upcoming then past events, pagination and calendar
// subscriptions. Rendered by the cached routes (/events, /events/page/N) and by the uncached search
// route (/events?search=…&attendance=…) alike.
import type { Metadata } from "next";
import { AddEventButton } from "@/components/events/add-event-button";
import { CalendarSubscribe } from "@/components/events/calendar-subscribe";
import { EventFilters } from "@/components/events/event-filters";
import { EventGrid } from "@/components/events/event-grid";
import { EventSearchForm } from "@/components/events/event-search-form";
import { DocumentLink } from "@/components/ui/document-link";
import { PageHero } from "@/components/ui/page-hero";
import { Pagination } from "@/components/ui/pagination";
import type { listApprovedEvents } from "@/lib/events/events";
import { pagedPath } from "@/lib/posts/blog-listing";
import { eventListingHref, isFilteredEventListing, type EventListingState } from "@/lib/events/event-listing";
import { pageMetadata } from "@/lib/seo/metadata";

export type EventsQuery = EventListingState;
type EventListing = Awaited<ReturnType<typeof listApprovedEvents>>;

/** The unfiltered first page. */
export const ALL_EVENTS: EventsQuery = { search: "", page: 1, free: false, credits: false };

/** Canonical: /events or /events/page/N; searches and filters are noindex and point at the full list. */
export function eventsMetadata(query: EventsQuery): Metadata {
  const filtered = isFilteredEventListing(query);
  return pageMetadata({
    title: query.page > 1 && !filtered ? `HR Events – page ${query.page}` : "HR Events",
    description:
      "Upcoming and past HR industry events: conferences, meetups and webinars for people who work in HR.",
    path: filtered ? "/events" : pagedPath("/events", query.page),
    noindex: filtered,
  });
}

export function EventsView({
  query,
  listing: { upcoming, past, pagination },
}: {
  query: EventsQuery;
  listing: EventListing;
}) {
  const now = new Date();
  const filtered = isFilteredEventListing({ ...query, search: "" });

  return (
    <>
      <PageHero title="HR Events" subtitle="Conferences, meetups and webinars for people who work in HR.">
        <EventSearchForm state={query} />
        <EventFilters state={query} />
        <div className="mt-4">
          <AddEventButton />
        </div>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {query.search || filtered ? (
          <p className="mt-6 text-slate-700" aria-live="polite">
            {query.search ? `Results for “${query.search}”` : "Filtered events"}
            {` (${pagination.total})`}
          </p>
        ) : null}
        {upcoming.length === 0 && past.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">No events found.</p>
        ) : (
          <>
            <EventGrid heading="Upcoming events" events={upcoming} now={now} />
            <EventGrid heading="Past events" events={past} now={now} />
          </>
        )}
        {pagination.totalPages > 1 ? (
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            hrefFor={(page) => eventListingHref({ ...query, page })}
            label="Events pages"
            {...(query.search || filtered ? { linkComponent: DocumentLink } : {})}
          />
        ) : null}
        <CalendarSubscribe />
      </div>
    </>
  );
}
