import { okCached } from "@/lib/api/etag";
import { route } from "@/lib/api/route";
import { readAllArticleComments } from "@/lib/cache/public-cache";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/blog/comments/{id} – approved comments of a published blog, newest first
export const GET = route(
  { params: idParamsSchema, rateLimit: "publicRead", cached: true },
  async ({ req, params }) => {
    const comments = await readAllArticleComments(params.id);
    return okCached(req, { message: "Comments fetched successfully", comments });
  },
);
