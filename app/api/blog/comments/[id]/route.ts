import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listApprovedComments } from "@/lib/data/comments";
import { idParamsSchema } from "@/lib/validations/common";

// GET /api/blog/comments/{id} – approved comments of a published blog, newest first
export const GET = route({ params: idParamsSchema }, async ({ params }) => {
  const comments = await listApprovedComments(params.id);
  return ok("Comments fetched successfully", { comments });
});
