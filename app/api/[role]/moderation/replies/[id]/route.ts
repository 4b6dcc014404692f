import { z } from "zod";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteSavedReply, updateSavedReply } from "@/lib/moderation/saved-replies";
import { objectIdSchema } from "@/lib/common-schemas";
import { savedReplySchema } from "@/lib/moderation/moderation-schemas";

const params = z.object({ role: z.string(), id: objectIdSchema });

// PUT /api/{role}/moderation/replies/{id} – changes a saved reply's text
export const PUT = route(
  { auth: "rolePath", params, body: savedReplySchema },
  async ({ params, body, user }) => {
    const reply = await updateSavedReply(params.id, body.text, user);
    return ok("Saved reply updated", { reply });
  },
);

// DELETE /api/{role}/moderation/replies/{id} – removes a saved reply
export const DELETE = route({ auth: "rolePath", params }, async ({ params, user }) => {
  await deleteSavedReply(params.id, user);
  return ok("Saved reply deleted");
});
