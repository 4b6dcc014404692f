import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteComment } from "@/lib/comments/comment-moderation";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/profile/delete-comment/{id} – removes a comment
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  await deleteComment(params.id, user);
  return ok("Comment deleted");
});
