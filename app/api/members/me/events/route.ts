import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listMemberEvents } from "@/lib/events/event-owners";

// GET /api/members/me/events – the events the member organises, with state, status and who is going
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData(
    { events: await listMemberEvents(member.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
