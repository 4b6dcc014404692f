import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deliverModerationMails } from "@/lib/moderation/moderation-decisions";
import { approveComment } from "@/lib/comments/comment-moderation";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/profile/approve-comment/{id} – makes a comment visible on its article
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  const mailIds = await approveComment(params.id, user);
  if (mailIds.length) after(() => deliverModerationMails(mailIds));
  return ok("Comment approved");
});
