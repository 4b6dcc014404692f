import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { stopEventMailsByToken } from "@/lib/events/event-mails";
import { unsubscribeQuerySchema } from "@/lib/newsletter/newsletter-schemas";

export const EVENT_MAILS_STOPPED_MESSAGE = "You are off this event's list: no more mail about it.";

// POST /api/events/unsubscribe?token= – RFC 8058 one-click unsubscribe from an event's mails (the
// member's "I'm going" mark goes) and the unsubscribe page's button
export const POST = route({ query: unsubscribeQuerySchema }, async ({ query }) => {
  await stopEventMailsByToken(query.token);
  return ok(EVENT_MAILS_STOPPED_MESSAGE);
});
