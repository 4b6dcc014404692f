import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { enforceRateLimit } from "@/lib/rate-limit/enforce";
import { attendEvent } from "@/lib/events/event-attendance";
import { idParamsSchema } from "@/lib/common-schemas";
import { attendanceCodeSchema } from "@/lib/cpd/cpd-schemas";

// POST /api/events/{id}/attend – a member types the event's code: a verified CPD entry, once
export const POST = route(
  { auth: "member", params: idParamsSchema, body: attendanceCodeSchema },
  async ({ member, params, body }) => {
    await enforceRateLimit("attendanceCode", member.id);
    const entry = await attendEvent(member.id, params.id, body.code);
    return okData(
      { message: "Attendance confirmed: the credits are in your CPD record", entry },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
