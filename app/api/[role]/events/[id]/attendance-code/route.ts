import { z } from "zod";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { staffAttendanceCode } from "@/lib/events/event-attendance";
import { objectIdSchema } from "@/lib/common-schemas";

// GET /api/{role}/events/{id}/attendance-code – staff read an approved event's attendance code
export const GET = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params }) => {
    const code = await staffAttendanceCode(params.id);
    return okData({ code }, { headers: { "Cache-Control": "private, no-store" } });
  },
);
