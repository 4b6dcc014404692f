import { route } from "@/lib/api/route";
import { contentAnswer } from "@/lib/integrations/content-api-respond";
import { listApiPosts } from "@/lib/integrations/content-api";
import { postsQuerySchema } from "@/lib/integrations/content-api-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/posts – Content API: published posts, newest first
export const GET = route({ auth: "apiKey", query: postsQuerySchema }, async ({ req, query }) =>
  contentAnswer(req, await listApiPosts(query)),
);
