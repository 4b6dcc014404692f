// Events search results, at /events?search=… (middleware.ts renders this route there):
// rendered on every request, search results are never cached.
import type { Metadata } from "next";
import { EventsView, eventsMetadata, type EventsQuery } from "@/components/pages/events-view";
import { firstParam, type SearchParams } from "@/components/ui/search-params";
import { listApprovedEvents } from "@/lib/data/events";
import { eventSearchQuerySchema } from "@/lib/validations/event";

type PageProps = { searchParams: Promise<SearchParams> };

function queryOf(raw: SearchParams): EventsQuery {
  const parsed = eventSearchQuerySchema.safeParse({
    search: firstParam(raw.search),
    page: firstParam(raw.page),
  });
  return parsed.success ? parsed.data : { search: "", page: 1 };
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return eventsMetadata(queryOf(await searchParams));
}

export default async function EventsSearchPage({ searchParams }: PageProps) {
  const query = queryOf(await searchParams);
  return <EventsView query={query} listing={await listApprovedEvents(query)} />;
}
