import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createEvent } from "@/lib/events/events";
import { eventBodySchema } from "@/lib/events/event-schemas";

// POST /api/event/create-event – a visitor's event, held for review (a member's is theirs to organise)
export const POST = route(
  { body: eventBodySchema, rateLimit: "createEvent", honeypot: "Event added under review" },
  async ({ body, ip, getMember }) => {
    // A member's event is theirs to organise (edit, status, attendance code).
    const member = await getMember();
    const owner = member ? { id: member.id, email: member.email } : undefined;
    const event = await createEvent(body, { address: ip, owner });
    return ok("Event added under review", { event }, { status: 201 });
  },
);
