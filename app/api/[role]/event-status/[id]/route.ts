import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { EVENT_STATUS_MESSAGES, setEventStatus } from "@/lib/data/events";
import { objectIdSchema } from "@/lib/validations/common";
import { eventStatusBodySchema } from "@/lib/validations/event";

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
