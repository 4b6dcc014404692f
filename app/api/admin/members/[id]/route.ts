import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { setMemberBlocked } from "@/lib/data/members-admin";
import { idParamsSchema } from "@/lib/validations/common";
import { memberBlockSchema } from "@/lib/validations/member";

// PUT /api/admin/members/{id} – blocks or unblocks a member (recorded in the audit trail)
export const PUT = route(
  { auth: "admin", params: idParamsSchema, body: memberBlockSchema },
  async ({ user, params, body }) => {
    await setMemberBlocked(user, params.id, body.blocked);
    return ok(body.blocked ? "Member blocked" : "Member unblocked");
  },
);
