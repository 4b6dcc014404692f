import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createEvent } from "@/lib/data/events";
import { eventBodySchema } from "@/lib/validations/event";

// POST /api/event/create-event – a visitor's event, held for review
export const POST = route(
  { body: eventBodySchema, rateLimit: "createEvent", honeypot: "Event added under review" },
  async ({ body, ip }) => {
    const event = await createEvent(body, { address: ip });
    return ok("Event added under review", { event }, { status: 201 });
  },
);
