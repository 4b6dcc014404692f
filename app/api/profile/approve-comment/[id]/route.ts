import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { approveComment } from "@/lib/data/comment-moderation";
import { idParamsSchema } from "@/lib/validations/common";

// POST /api/profile/approve-comment/{id} – makes a comment visible on its article
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  await approveComment(params.id, user);
  return ok("Comment approved");
});
