import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { addComment } from "@/lib/data/comment-submission";
import { addCommentSchema } from "@/lib/validations/comment";

const COMMENT_ADDED_MESSAGE = "Comment added and awaiting review";

// POST /api/blog/add-comment – a visitor's comment, held for review
export const POST = route(
  { body: addCommentSchema, rateLimit: "comment", honeypot: COMMENT_ADDED_MESSAGE },
  async ({ body, ip }) => {
    await addComment(body, ip);
    return ok(COMMENT_ADDED_MESSAGE, {}, { status: 201 });
  },
);
