import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteBlog } from "@/lib/data/blog-admin";
import { idParamsSchema } from "@/lib/validations/common";

// POST /api/blog/delete/{id} – deletes a blog with its comments
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  await deleteBlog(params.id, user);
  return ok("Blog deleted");
});
