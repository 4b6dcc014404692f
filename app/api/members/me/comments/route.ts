import { z } from "zod";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listOwnPendingComments } from "@/lib/comments/comments";
import { objectIdSchema } from "@/lib/common-schemas";

const querySchema = z.object({ blog: objectIdSchema });

// GET /api/members/me/comments?blog={id} – the member's own comments on a post still waiting for review
export const GET = route({ auth: "member", query: querySchema }, async ({ member, query }) => {
  return okData(
    { comments: await listOwnPendingComments(member.id, query.blog) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
