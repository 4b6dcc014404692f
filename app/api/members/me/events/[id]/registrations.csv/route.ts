import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { guestsCsv, listRegistrations } from "@/lib/events/event-registrations";

export const dynamic = "force-dynamic";

// GET /api/members/me/events/{id}/registrations.csv – the organiser's guest list as CSV
export const GET = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return new Response(guestsCsv(await listRegistrations(member.id, params.id)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="guests-${params.id}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
