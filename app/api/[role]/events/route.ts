import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listEventsForStaff } from "@/lib/events/events";
import { staffListQuerySchema } from "@/lib/events/event-schemas";

// GET /api/{role}/events?status=approved|pending&page= – events for moderation, newest first
export const GET = route({ auth: "rolePath", query: staffListQuerySchema }, async ({ query }) => {
  const { events, pagination } = await listEventsForStaff(query);
  return okData({ events, pagination });
});
