import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { updateEvent } from "@/lib/data/events";
import { idParamsSchema } from "@/lib/validations/common";
import { eventBodySchema } from "@/lib/validations/event";
import { recordAudit } from "@/lib/data/audit";

// PUT /api/event/update-event/{id} – staff edit an event
export const PUT = route(
  { auth: "staff", params: idParamsSchema, body: eventBodySchema },
  async ({ params, body, user }) => {
    const event = await updateEvent(params.id, body);
    await recordAudit(user, "event.update", { type: "event", id: params.id, summary: event.title });
    return ok("Event updated", { event });
  },
);
