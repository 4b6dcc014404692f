import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { listRegistrations } from "@/lib/events/event-registrations";

// GET /api/members/me/events/{id}/registrations – the organiser's guest list
export const GET = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return okData(
    { registrations: await listRegistrations(member.id, params.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
