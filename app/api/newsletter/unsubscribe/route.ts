import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { unsubscribeByToken } from "@/lib/newsletter/subscribers";
import { unsubscribeQuerySchema } from "@/lib/newsletter/newsletter-schemas";

export const UNSUBSCRIBED_MESSAGE = "You are unsubscribed and will get no more newsletters from us.";

// POST /api/newsletter/unsubscribe?token= – RFC 8058 one-click unsubscribe (the mail client posts
// `List-Unsubscribe=One-Click`) and the unsubscribe page's button: at once, no sign-in
export const POST = route({ query: unsubscribeQuerySchema }, async ({ query }) => {
  await unsubscribeByToken(query.token);
  return ok(UNSUBSCRIBED_MESSAGE);
});
