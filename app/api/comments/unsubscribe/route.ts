import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { muteThreadByToken } from "@/lib/comments/comment-reply-mail";
import { unsubscribeQuerySchema } from "@/lib/newsletter/newsletter-schemas";

export const THREAD_MUTED_MESSAGE = "You will get no more mail about replies in this conversation.";

// POST /api/comments/unsubscribe?token= – RFC 8058 one-click unsubscribe from one thread's reply
// mail (the mail client posts `List-Unsubscribe=One-Click`) and the unsubscribe page's button
export const POST = route({ query: unsubscribeQuerySchema }, async ({ query }) => {
  await muteThreadByToken(query.token);
  return ok(THREAD_MUTED_MESSAGE);
});
