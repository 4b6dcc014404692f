import { route } from "@/lib/api/route";
import { contentItem } from "@/lib/integrations/content-api-respond";
import { getApiCertification } from "@/lib/integrations/content-api";
import { idParamsSchema } from "@/lib/common-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/certifications/{id} – Content API: one certification (404 unless the public may see it)
export const GET = route({ auth: "apiKey", params: idParamsSchema }, async ({ req, params }) =>
  contentItem(req, "certification", await getApiCertification(params.id), "Certification"),
);
