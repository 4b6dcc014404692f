import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createWebhook, listWebhooks } from "@/lib/integrations/webhooks";
import { createWebhookSchema } from "@/lib/integrations/integrations-schemas";

// GET /api/admin/webhooks – the registered webhooks, without their secrets
export const GET = route({ auth: "admin" }, async () => okData({ webhooks: await listWebhooks() }));

// POST /api/admin/webhooks – registers a receiver; the answer is the only time its secret is shown
export const POST = route({ auth: "admin", body: createWebhookSchema }, async ({ body, user }) => {
  const { secret, webhook } = await createWebhook(body, user);
  return ok(
    "Webhook added: copy its secret now, it will not be shown again",
    { id: webhook._id, secret, webhook },
    { status: 201 },
  );
});
