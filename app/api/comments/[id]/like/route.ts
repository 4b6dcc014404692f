import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { toggleCommentLike } from "@/lib/comments/comment-likes";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/comments/{id}/like – a member toggles their like of a published comment (not their own)
export const POST = route(
  { auth: "member", params: idParamsSchema, rateLimit: "commentLike" },
  async ({ params, member }) => {
    const { liked, likes } = await toggleCommentLike(params.id, member.id);
    return okData({ liked, likes });
  },
);
