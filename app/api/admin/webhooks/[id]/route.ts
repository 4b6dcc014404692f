import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteWebhook } from "@/lib/integrations/webhooks";
import { idParamsSchema } from "@/lib/common-schemas";

// DELETE /api/admin/webhooks/{id} – removes a webhook and its delivery log
export const DELETE = route({ auth: "admin", params: idParamsSchema }, async ({ params, user }) => {
  await deleteWebhook(params.id, user);
  return ok("Webhook removed");
});
