import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getRevision } from "@/lib/posts/blog-revisions";
import { revisionParamsSchema } from "@/lib/posts/blog-admin-schemas";

// GET /api/{role}/blog/{id}/revisions/{revisionId} – one saved version with its full text
export const GET = route({ auth: "rolePath", params: revisionParamsSchema }, async ({ params }) => {
  return okData({ revision: await getRevision(params.id, params.revisionId) });
});
