import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listGoingEvents } from "@/lib/events/event-going";

// GET /api/members/me/events/going – the events the member said they are going to, upcoming first
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData(
    { events: await listGoingEvents(member.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
