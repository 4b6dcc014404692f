import { assertSameSiteWrite, route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { updateEvent } from "@/lib/data/events";
import { updateOwnEvent } from "@/lib/data/event-owners";
import { unauthenticated } from "@/lib/errors";
import { idParamsSchema } from "@/lib/validations/common";
import { eventBodySchema } from "@/lib/validations/event";

// PUT /api/event/update-event/{id} – staff edit an event; its organiser (a member) proposes a change
export const PUT = route(
  { params: idParamsSchema, body: eventBodySchema },
  async ({ req, params, body, user, getMember }) => {
    if (user) return ok("Event updated", { event: await updateEvent(params.id, body, user) });
    const member = await getMember();
    if (!member) throw unauthenticated();
    assertSameSiteWrite(req);
    const { event, pending } = await updateOwnEvent(member, params.id, body);
    return ok(pending ? "Your change will appear once it has been reviewed" : "Event updated", {
      event,
      pendingChanges: pending,
    });
  },
);
