import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { togglePublish } from "@/lib/posts/blog-admin";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/blog/toggle-publish/{id} – publishes or unpublishes a blog
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  const isPublished = await togglePublish(params.id, user);
  return ok(isPublished ? "Blog published" : "Blog unpublished", { isPublished });
});
