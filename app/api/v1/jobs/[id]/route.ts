import { route } from "@/lib/api/route";
import { contentItem } from "@/lib/integrations/content-api-respond";
import { getApiJob } from "@/lib/integrations/content-api";
import { idParamsSchema } from "@/lib/common-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/jobs/{id} – Content API: one job (404 unless the public may see it)
export const GET = route({ auth: "apiKey", params: idParamsSchema }, async ({ req, params }) =>
  contentItem(req, "job", await getApiJob(params.id), "Job"),
);
