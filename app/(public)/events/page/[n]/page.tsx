// /events/page/{n}: later pages of the events list, cached per page (and every minute, as /events).
import { ALL_EVENTS, EventsView, eventsMetadata } from "@/components/events/events-view";
import { readEventListing } from "@/lib/cache/public-cache";
import { assertPageExists, pageOrNotFound, type PageParams } from "@/lib/http/listing-params";

export const revalidate = 60;
export const generateStaticParams = () => [];

type PageProps = { params: PageParams };

export async function generateMetadata({ params }: PageProps) {
  return eventsMetadata({ ...ALL_EVENTS, page: pageOrNotFound((await params).n) });
}

export default async function EventsListingPage({ params }: PageProps) {
  const page = pageOrNotFound((await params).n);
  const listing = await readEventListing(page);
  assertPageExists(page, listing.pagination.totalPages);
  return <EventsView query={{ ...ALL_EVENTS, page }} listing={listing} />;
}
