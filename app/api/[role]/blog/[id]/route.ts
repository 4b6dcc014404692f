import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getBlogForEdit } from "@/lib/posts/blog-admin";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/{role}/blog/{id} – a post with every field the edit screen shows (drafts and scheduled too)
export const GET = route({ auth: "rolePath", params: idParamsSchema }, async ({ params }) => {
  return okData({ blog: await getBlogForEdit(params.id) });
});
