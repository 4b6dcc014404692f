// /events: upcoming then past events, page 1. Cached; re-rendered in the background every minute
// (upcoming/past and today's marker follow the clock) and at once when an event changes.
// Searches (/events?search=…) are rendered by app/(public)/events/search (proxy.ts).
import { ALL_EVENTS, EventsView, eventsMetadata } from "@/components/events/events-view";
import { isBuildPhase } from "@/lib/server/build-phase";
import { readEventListing } from "@/lib/cache/public-cache";

export const revalidate = 60;

export const generateMetadata = () => eventsMetadata(ALL_EVENTS);

export default async function EventsPage() {
  if (isBuildPhase()) return null;
  return <EventsView query={ALL_EVENTS} listing={await readEventListing(1)} />;
}
