import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listCommentsForModeration } from "@/lib/comments/comment-moderation";
import { moderationCommentsQuerySchema } from "@/lib/posts/blog-admin-schemas";

// GET /api/{role}/comments – comments for moderation with their blog title, newest first
export const GET = route({ auth: "rolePath", query: moderationCommentsQuerySchema }, async ({ query }) => {
  const approved = query.status === undefined ? undefined : query.status === "approved";
  const comments = await listCommentsForModeration({ approved, limit: query.limit });
  return okData({ message: "Comments loaded", comments });
});
