import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listMyRegistrations } from "@/lib/events/event-registrations";

// GET /api/members/me/registrations – the member's registrations (state, check-in code with a seat)
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData(
    { registrations: await listMyRegistrations(member.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
