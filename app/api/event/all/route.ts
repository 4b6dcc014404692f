import { okCached } from "@/lib/api/etag";
import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { isFilteredEventQuery, listApprovedEvents } from "@/lib/events/events";
import { readEventListing } from "@/lib/cache/public-cache";
import { runGatedRead } from "@/lib/server/work-limits";
import { eventSearchQuerySchema } from "@/lib/events/event-schemas";

// GET /api/event/all?search=&when=&attendance=&free=&credits=&body=&page= – approved events: upcoming (soonest first), then past
export const GET = route(
  { query: eventSearchQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query }) => {
    if (isFilteredEventQuery(query)) {
      const { upcoming, past, pagination } = await runGatedRead(() => listApprovedEvents(query));
      return okData({ events: [...upcoming, ...past], pagination });
    }
    const { upcoming, past, pagination } = await readEventListing(query.page);
    return okCached(req, { events: [...upcoming, ...past], pagination });
  },
);
