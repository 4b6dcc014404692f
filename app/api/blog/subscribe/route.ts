import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { subscribe } from "@/lib/data/subscribers";
import { subscribeSchema } from "@/lib/validations/subscriber";

const SUBSCRIBED_MESSAGE = "Thank you for subscribing!";

// POST /api/blog/subscribe – newsletter sign-up; subscribing twice is answered kindly
export const POST = route({ body: subscribeSchema, rateLimit: "subscribe", honeypot: SUBSCRIBED_MESSAGE }, async ({ body }) => {
  const { created } = await subscribe(body.email);
  if (!created) return ok("You are already subscribed");
  return ok(SUBSCRIBED_MESSAGE, {}, { status: 201 });
});
