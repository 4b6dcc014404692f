import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { CheckInAgain, checkInGuest } from "@/lib/events/event-check-in";
import { checkInSchema } from "@/lib/events/registration-schemas";

const PRIVATE = { "Cache-Control": "private, no-store" };

// POST /api/members/me/events/{id}/check-in { token } – the organiser checks a guest in at the door
export const POST = route(
  { auth: "member", params: idParamsSchema, body: checkInSchema },
  async ({ member, params, body }) => {
    try {
      const result = await checkInGuest(member.id, params.id, body.token);
      return okData({ ...result }, { headers: PRIVATE });
    } catch (error) {
      if (!(error instanceof CheckInAgain)) throw error;
      return Response.json(
        {
          success: false,
          message: `${error.guestName} checked in already`,
          guest: { name: error.guestName },
          checkedInAt: error.checkedInAt,
        },
        { status: 409, headers: PRIVATE },
      );
    }
  },
);
