// The events page: search, Add Event, upcoming then past events, pagination. Rendered by the cached
// routes (/events, /events/page/N) and by the uncached search route (/events?search=…) alike.
import type { Metadata } from "next";
import { AddEventButton } from "@/components/events/add-event-button";
import { EventGrid } from "@/components/events/event-grid";
import { EventSearchForm } from "@/components/events/event-search-form";
import { PageHero } from "@/components/ui/page-hero";
import { Pagination } from "@/components/ui/pagination";
import type { listApprovedEvents } from "@/lib/data/events";
import { pagedPath } from "@/lib/blog-listing";
import { pageMetadata } from "@/lib/seo/metadata";

export type EventsQuery = { search: string; page: number };
type EventListing = Awaited<ReturnType<typeof listApprovedEvents>>;

/** Canonical: /events or /events/page/N; search results are noindex and point at the unfiltered list. */
export function eventsMetadata({ search, page }: EventsQuery): Metadata {
  return pageMetadata({
    title: page > 1 && !search ? `HR Events – page ${page}` : "HR Events",
    description:
      "Upcoming and past HR industry events: conferences, meetups and webinars for people who work in HR.",
    path: search ? "/events" : pagedPath("/events", page),
    noindex: Boolean(search),
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
  const hrefFor = (page: number) => {
    if (!query.search) return pagedPath("/events", page);
    const params = new URLSearchParams({ search: query.search });
    if (page > 1) params.set("page", String(page));
    return `/events?${params.toString()}`;
  };

  return (
    <>
      <PageHero title="HR Events" subtitle="Conferences, meetups and webinars for people who work in HR.">
        <EventSearchForm search={query.search} />
        <div className="mt-4">
          <AddEventButton />
        </div>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {query.search ? (
          <p className="mt-6 text-slate-700" aria-live="polite">
            Results for “{query.search}”
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
            hrefFor={hrefFor}
            label="Events pages"
          />
        ) : null}
      </div>
    </>
  );
}
