import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteApiKey } from "@/lib/integrations/api-keys";
import { idParamsSchema } from "@/lib/common-schemas";

// DELETE /api/admin/api-keys/{id} – revokes a key at once
export const DELETE = route({ auth: "admin", params: idParamsSchema }, async ({ params, user }) => {
  await deleteApiKey(params.id, user);
  return ok("API key revoked");
});
