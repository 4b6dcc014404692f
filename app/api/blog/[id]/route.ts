import { notFound } from "@/lib/errors";
import { okCached } from "@/lib/api/etag";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getPublishedBlog } from "@/lib/posts/blogs";
import { readArticle } from "@/lib/cache/public-cache";
import { runGatedRead } from "@/lib/server/work-limits";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/blog/{id} – one published blog (signed-in staff may also read drafts)
export const GET = route(
  { params: idParamsSchema, rateLimit: "publicRead", cached: true },
  async ({ req, params, user }) => {
    if (user) {
      // Staff see drafts too: their answer is never shared through the public cache.
      const blog = await runGatedRead(() => getPublishedBlog(params.id, { includeDrafts: true }));
      if (!blog) throw notFound("Blog not found");
      return ok("Blog fetched successfully", { blog }, { headers: { "Cache-Control": "private, no-store" } });
    }
    const blog = await readArticle(params.id);
    if (!blog) throw notFound("Blog not found");
    return okCached(req, { message: "Blog fetched successfully", blog });
  },
);
