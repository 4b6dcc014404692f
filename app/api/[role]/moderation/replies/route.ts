import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { addSavedReply, listSavedReplies } from "@/lib/moderation/saved-replies";
import { savedReplySchema } from "@/lib/moderation/moderation-schemas";

// GET /api/{role}/moderation/replies – the saved reject reasons, in order
export const GET = route({ auth: "rolePath" }, async () => {
  return okData({ replies: await listSavedReplies() });
});

// POST /api/{role}/moderation/replies – adds a saved reply
export const POST = route({ auth: "rolePath", body: savedReplySchema }, async ({ body, user }) => {
  const reply = await addSavedReply(body.text, user);
  return ok("Saved reply added", { reply }, { status: 201 });
});
