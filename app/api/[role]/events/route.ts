import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listEventsForStaff } from "@/lib/data/events";
import { staffListQuerySchema } from "@/lib/validations/event";

// GET /api/{role}/events?status=approved|pending&page= – events for moderation, newest first
export const GET = route({ auth: "rolePath", query: staffListQuerySchema }, async ({ query }) => {
  const { events, pagination } = await listEventsForStaff(query);
  return okData({ events, pagination });
});
