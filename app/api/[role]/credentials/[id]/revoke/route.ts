import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { revokeCredential } from "@/lib/credentials";
import { recordAudit } from "@/lib/staff/audit";

// POST /api/{role}/credentials/{id}/revoke – staff revoke a certificate (its status list bit is set)
export const POST = route({ auth: "rolePath", params: idParamsSchema }, async ({ params, user }) => {
  await revokeCredential(params.id);
  await recordAudit(user, "credential.revoke", { type: "credential", id: params.id });
  return ok("Certificate revoked");
});
