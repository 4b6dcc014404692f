import { route } from "@/lib/api/route";
import { openApiDocument } from "@/lib/integrations/openapi";
import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

// GET /api/v1/openapi.json – the Content API's OpenAPI 3.1 document (public: it holds no data)
export const GET = route({ auth: "public", cached: true }, async () =>
  Response.json(openApiDocument(getEnv().NEXT_PUBLIC_SITE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  }),
);
