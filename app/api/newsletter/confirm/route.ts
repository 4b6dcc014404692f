import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { confirmSubscription } from "@/lib/newsletter/subscribers";
import { confirmSchema } from "@/lib/newsletter/newsletter-schemas";

export const CONFIRMED_MESSAGE = "Your subscription is confirmed. Welcome aboard!";

// POST /api/newsletter/confirm – the confirmation page's button: a pending subscriber becomes active
export const POST = route({ body: confirmSchema, rateLimit: "subscribe" }, async ({ body }) => {
  await confirmSubscription(body.token);
  return ok(CONFIRMED_MESSAGE);
});
