import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { ownerAttendanceCode } from "@/lib/events/event-attendance";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/members/me/events/{id}/attendance-code – the organiser reads their event's attendance code
export const GET = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  const code = await ownerAttendanceCode(member.id, params.id);
  return okData({ code }, { headers: { "Cache-Control": "private, no-store" } });
});
