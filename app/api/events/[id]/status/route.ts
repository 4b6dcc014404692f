import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { setOwnEventStatus } from "@/lib/events/event-owners";
import { EVENT_STATUS_MESSAGES } from "@/lib/events/events";
import { idParamsSchema } from "@/lib/common-schemas";
import { eventStatusBodySchema } from "@/lib/events/event-schemas";

// POST /api/events/{id}/status – the organiser marks their event scheduled, cancelled or postponed
export const POST = route(
  { auth: "member", params: idParamsSchema, body: eventStatusBodySchema },
  async ({ member, params, body }) => {
    const event = await setOwnEventStatus(member, params.id, body.status);
    return ok(EVENT_STATUS_MESSAGES[body.status], { event });
  },
);
