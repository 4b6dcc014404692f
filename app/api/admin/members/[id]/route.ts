import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { setMemberBlocked, setMemberCommentTrust } from "@/lib/members/members-admin";
import { idParamsSchema } from "@/lib/common-schemas";
import { memberAdminUpdateSchema } from "@/lib/members/member-schemas";

const TRUST_MESSAGES = {
  auto: "Comment trust is earned again by approvals",
  trusted: "Member's comments now publish at once",
  untrusted: "Member's comments are now always held for review",
} as const;

// PUT /api/admin/members/{id} – blocks or unblocks a member and/or sets their comment trust (audited)
export const PUT = route(
  { auth: "admin", params: idParamsSchema, body: memberAdminUpdateSchema },
  async ({ user, params, body }) => {
    if (body.blocked !== undefined) await setMemberBlocked(user, params.id, body.blocked);
    if (body.commentTrust) await setMemberCommentTrust(user, params.id, body.commentTrust);
    if (body.blocked !== undefined) return ok(body.blocked ? "Member blocked" : "Member unblocked");
    return ok(TRUST_MESSAGES[body.commentTrust ?? "auto"]);
  },
);
