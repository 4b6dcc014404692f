import { route } from "@/lib/api/route";
import { contentItem } from "@/lib/integrations/content-api-respond";
import { getApiPost } from "@/lib/integrations/content-api";
import { idParamsSchema } from "@/lib/common-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/posts/{id} – Content API: one post (404 unless the public may see it)
export const GET = route({ auth: "apiKey", params: idParamsSchema }, async ({ req, params }) =>
  contentItem(req, "post", await getApiPost(params.id), "Post"),
);
