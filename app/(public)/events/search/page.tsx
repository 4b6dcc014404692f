// Event searches and filters, at /events?search=…&when=…&attendance=…&free=1&credits=1&body=SHRM
// (proxy.ts rewrites such URLs to this route): rendered on every request, never cached.
// A filter value that isn't one of the choices is ignored rather than an error page.
import type { Metadata } from "next";
import { ALL_EVENTS, EventsView, eventsMetadata, type EventsQuery } from "@/components/events/events-view";
import { firstParam, type SearchParams } from "@/lib/http/search-params";
import { listApprovedEvents } from "@/lib/events/events";
import { eventSearchQuerySchema } from "@/lib/events/event-schemas";

type PageProps = { searchParams: Promise<SearchParams> };

function queryOf(raw: SearchParams): EventsQuery {
  const query: EventsQuery = { ...ALL_EVENTS };
  const shape = eventSearchQuerySchema.shape;
  const search = shape.search.safeParse(firstParam(raw.search));
  if (search.success) query.search = search.data;
  query.page = shape.page.parse(firstParam(raw.page));
  const when = shape.when.safeParse(firstParam(raw.when) || undefined);
  if (when.success) query.when = when.data;
  const attendance = shape.attendance.safeParse(firstParam(raw.attendance) || undefined);
  if (attendance.success) query.attendance = attendance.data;
  query.free = shape.free.safeParse(firstParam(raw.free)).data ?? false;
  query.credits = shape.credits.safeParse(firstParam(raw.credits)).data ?? false;
  const body = shape.body.safeParse(firstParam(raw.body) || undefined);
  if (body.success && body.data) query.body = body.data;
  return query;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return eventsMetadata(queryOf(await searchParams));
}

export default async function EventsSearchPage({ searchParams }: PageProps) {
  const query = queryOf(await searchParams);
  return <EventsView query={query} listing={await listApprovedEvents(query)} />;
}
