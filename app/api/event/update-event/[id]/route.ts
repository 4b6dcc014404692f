import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { updateEvent } from "@/lib/data/events";
import { idParamsSchema } from "@/lib/validations/common";
import { eventBodySchema } from "@/lib/validations/event";

// PUT /api/event/update-event/{id} – staff edit an event
export const PUT = route(
  { auth: "staff", params: idParamsSchema, body: eventBodySchema },
  async ({ params, body, user }) => {
    const event = await updateEvent(params.id, body, user);
    return ok("Event updated", { event });
  },
);
