import { route } from "@/lib/api/route";
import { contentItem } from "@/lib/integrations/content-api-respond";
import { getApiEvent } from "@/lib/integrations/content-api";
import { idParamsSchema } from "@/lib/common-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/events/{id} – Content API: one event (404 unless the public may see it)
export const GET = route({ auth: "apiKey", params: idParamsSchema }, async ({ req, params }) =>
  contentItem(req, "event", await getApiEvent(params.id), "Event"),
);
