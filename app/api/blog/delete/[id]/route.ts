import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteBlog } from "@/lib/posts/blog-admin";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/blog/delete/{id} – deletes a blog with its comments
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  await deleteBlog(params.id, user);
  return ok("Blog deleted");
});
