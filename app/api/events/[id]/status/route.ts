import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { setOwnEventStatus } from "@/lib/data/event-owners";
import { EVENT_STATUS_MESSAGES } from "@/lib/data/events";
import { idParamsSchema } from "@/lib/validations/common";
import { eventStatusBodySchema } from "@/lib/validations/event";

// POST /api/events/{id}/status – the organiser marks their event scheduled, cancelled or postponed
export const POST = route(
  { auth: "member", params: idParamsSchema, body: eventStatusBodySchema },
  async ({ member, params, body }) => {
    const event = await setOwnEventStatus(member, params.id, body.status);
    return ok(EVENT_STATUS_MESSAGES[body.status], { event });
  },
);
