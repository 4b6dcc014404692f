import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listRevisions } from "@/lib/posts/blog-revisions";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/{role}/blog/{id}/revisions – the saved versions of a post, newest first
export const GET = route({ auth: "rolePath", params: idParamsSchema }, async ({ params }) => {
  return okData({ revisions: await listRevisions(params.id) });
});
