import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { restoreRevision } from "@/lib/posts/blog-restore";
import { revisionParamsSchema } from "@/lib/posts/blog-admin-schemas";

// POST /api/{role}/blog/{id}/restore/{revisionId} – puts a saved version back (itself a new revision)
export const POST = route({ auth: "rolePath", params: revisionParamsSchema }, async ({ params, user }) => {
  await restoreRevision(params.id, params.revisionId, user);
  return ok("Revision restored");
});
