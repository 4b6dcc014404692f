// A visitor's new comment, held for review (stored as spam when the submitter is blocked).
import "server-only";
import { notFound } from "@/lib/errors";
import { BLOG_NOT_FOUND } from "@/lib/constants";
import { submissionFields } from "@/lib/data/moderation-blocks";
import { readArticle } from "@/lib/data/public-cache";
import { connectDb } from "@/lib/db";
import type { AddCommentInput } from "@/lib/validations/comment";
import { Comment } from "@/models/Comment";

/**
 * Stores a visitor's comment for review; the post must be one whose article page shows. That is
 * checked with the article's own cached read (lib/data/public-cache.ts), which a publish, unpublish,
 * schedule or delete expires: comments go to posts people are reading, whose entry is usually there,
 * so the check rarely reaches the database. `address` is the client's, kept for the spam tools.
 */
export async function addComment(input: AddCommentInput, address?: string): Promise<{ _id: string }> {
  if (!(await readArticle(input.blog))) throw notFound(BLOG_NOT_FOUND);
  await connectDb();
  const moderation = await submissionFields({ email: input.email, address });
  const comment = await Comment.create({
    blog: input.blog,
    name: input.name,
    content: input.content,
    ...moderation,
  });
  return { _id: String(comment._id) };
}
