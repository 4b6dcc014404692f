import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { confirmReplyOptIn } from "@/lib/comments/reply-opt-in";
import { confirmSchema } from "@/lib/newsletter/newsletter-schemas";

export const REPLIES_CONFIRMED_MESSAGE =
  "Confirmed: we will e-mail you when someone replies to your comments.";

// POST /api/comments/confirm { token } – the confirm page's button: a guest's reply notifications start
export const POST = route({ body: confirmSchema, rateLimit: "subscribe" }, async ({ body }) => {
  await confirmReplyOptIn(body.token);
  return ok(REPLIES_CONFIRMED_MESSAGE);
});
