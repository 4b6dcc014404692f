import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { EVENT_STATUS_MESSAGES, setEventStatus } from "@/lib/events/events";
import { objectIdSchema } from "@/lib/common-schemas";
import { eventStatusBodySchema } from "@/lib/events/event-schemas";

// POST /api/{role}/event-status/{id} – staff mark an event scheduled, cancelled or postponed
export const POST = route(
  {
    auth: "rolePath",
    params: z.object({ role: z.string(), id: objectIdSchema }),
    body: eventStatusBodySchema,
  },
  async ({ params, body, user }) => {
    const event = await setEventStatus(params.id, body.status, user);
    return ok(EVENT_STATUS_MESSAGES[body.status], { event });
  },
);
