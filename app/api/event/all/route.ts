import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listApprovedEvents } from "@/lib/data/events";
import { eventSearchQuerySchema } from "@/lib/validations/event";

// GET /api/event/all?search=&page= – approved events: upcoming (soonest first), then past
export const GET = route({ query: eventSearchQuerySchema }, async ({ query }) => {
  const { upcoming, past, pagination } = await listApprovedEvents(query);
  return okData({ events: [...upcoming, ...past], pagination });
});
