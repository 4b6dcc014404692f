import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createApiKey, listApiKeys } from "@/lib/integrations/api-keys";
import { createApiKeySchema } from "@/lib/integrations/integrations-schemas";

// GET /api/admin/api-keys – the Content API keys, without their secrets
export const GET = route({ auth: "admin" }, async () => okData({ keys: await listApiKeys() }));

// POST /api/admin/api-keys – creates a key; the answer is the only time the whole key is shown
export const POST = route({ auth: "admin", body: createApiKeySchema }, async ({ body, user }) => {
  const { key, ...summary } = await createApiKey(body.name, user);
  return ok(
    "API key created: copy it now, it will not be shown again",
    { key, apiKey: summary },
    { status: 201 },
  );
});
