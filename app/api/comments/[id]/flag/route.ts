import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { flagComment } from "@/lib/comments/comment-flags";
import { idParamsSchema } from "@/lib/common-schemas";
import { flagCommentSchema } from "@/lib/comments/comment-schemas";

export const FLAGGED_MESSAGE = "Thank you: the moderators will take a look";

// POST /api/comments/{id}/flag { reason, note? } – anyone flags a published comment once (per
// member, or per client address for guests); three distinct flaggers hide it until a moderator decides
export const POST = route(
  { params: idParamsSchema, body: flagCommentSchema, rateLimit: "commentFlag" },
  async ({ params, body, ip, getMember }) => {
    const member = await getMember();
    await flagComment(params.id, { memberId: member?.id, address: ip }, body);
    return ok(FLAGGED_MESSAGE, {}, { status: 201 });
  },
);
