import { notFound } from "@/lib/errors";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getPublishedBlog } from "@/lib/data/blogs";
import { idParamsSchema } from "@/lib/validations/common";

// GET /api/blog/{id} – one published blog (signed-in staff may also read drafts)
export const GET = route({ params: idParamsSchema }, async ({ params, user }) => {
  const blog = await getPublishedBlog(params.id, { includeDrafts: user !== null });
  if (!blog) throw notFound("Blog not found");
  return ok("Blog fetched successfully", { blog });
});
