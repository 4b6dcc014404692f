import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { updateEvent } from "@/lib/events/events";
import { ownEvent, updateOwnEvent } from "@/lib/events/event-owners";
import { idParamsSchema } from "@/lib/common-schemas";
import { eventBodySchema } from "@/lib/events/event-schemas";

// PUT /api/event/update-event/{id} – staff edit an event; its organiser (a member) proposes a change.
// The body is checked after the caller's right to the event, so an organiser of another event gets 403, not 400.
export const PUT = route(
  { auth: "memberOrStaff", params: idParamsSchema, body: z.unknown() },
  async ({ params, body, caller }) => {
    if (caller.kind === "staff")
      return ok("Event updated", {
        event: await updateEvent(params.id, eventBodySchema.parse(body), caller.user),
      });
    const { member } = caller;
    // Whose event it is first (404 unknown, 403 someone else's), then the body.
    await ownEvent(member.id, params.id);
    const { event, pending } = await updateOwnEvent(member, params.id, eventBodySchema.parse(body));
    return ok(pending ? "Your change will appear once it has been reviewed" : "Event updated", {
      event,
      pendingChanges: pending,
    });
  },
);
