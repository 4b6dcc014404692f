import { route } from "@/lib/api/route";
import { contentAnswer } from "@/lib/integrations/content-api-respond";
import { listApiCertifications } from "@/lib/integrations/content-api";
import { certificationsQuerySchema } from "@/lib/integrations/content-api-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/certifications – Content API: certifications, newest first
export const GET = route({ auth: "apiKey", query: certificationsQuerySchema }, async ({ req, query }) =>
  contentAnswer(req, await listApiCertifications(query)),
);
