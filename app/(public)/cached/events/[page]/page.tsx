// The events list (no search), cached per page: what `/events?page=N` serves (next.config.ts rewrites).
import type { Metadata } from "next";
import { EventsView, eventsMetadata, type EventsQuery } from "@/components/pages/events-view";
import { pageParamOrNotFound, type PageParams } from "@/lib/cache/cached-page-param";
import { readEventListing } from "@/lib/data/public-cache";

type PageProps = { params: PageParams };

// Upcoming/past and today's marker follow the clock: re-rendered in the background every minute,
// and at once when an event is approved, edited or deleted.
export const revalidate = 60;
export const generateStaticParams = () => [];

async function queryOf(params: PageParams): Promise<EventsQuery> {
  return { search: "", page: await pageParamOrNotFound(params) };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return eventsMetadata(await queryOf(params));
}

export default async function CachedEventsPage({ params }: PageProps) {
  const query = await queryOf(params);
  return <EventsView query={query} listing={await readEventListing(query.page)} />;
}
