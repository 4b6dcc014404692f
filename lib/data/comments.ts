// Public side of comments: approved ones for an article, and a visitor's new comment held for review.
import "server-only";
import { notFound } from "@/lib/errors";
import { publishedBlogExists } from "@/lib/data/blogs";
import { submissionFields } from "@/lib/data/moderation-blocks";
import { connectDb } from "@/lib/db";
import type { AddCommentInput } from "@/lib/validations/comment";
import { Comment } from "@/models/Comment";

export type PublicComment = { _id: string; blog: string; name: string; content: string; createdAt: string };

const BLOG_NOT_FOUND = "Blog not found";

/** The newest approved comments an article page shows; the rest are on its comments page. */
export const ARTICLE_COMMENTS_SHOWN = 50;

/** Approved comments of a published blog, newest first (all, or the newest `limit`); 404 when the blog is not visible. */
export async function listApprovedComments(blogId: string, limit?: number): Promise<PublicComment[]> {
  if (!(await publishedBlogExists(blogId))) throw notFound(BLOG_NOT_FOUND);
  await connectDb();
  const query = Comment.find({ blog: blogId, isApproved: true })
    .select("blog name content createdAt")
    .sort({ createdAt: -1, _id: -1 });
  if (limit) query.limit(limit);
  const docs = await query.lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    blog: String(doc.blog),
    name: doc.name,
    content: doc.content,
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
  }));
}

/** How many approved comments a blog has (the "Comments (n)" heading). */
export async function countApprovedComments(blogId: string): Promise<number> {
  await connectDb();
  return Comment.countDocuments({ blog: blogId, isApproved: true });
}

/**
 * Stores a visitor's comment for review (as spam when the submitter is blocked); the blog must
 * exist and be published. `address` is the client's, kept for the spam tools.
 */
export async function addComment(input: AddCommentInput, address?: string): Promise<{ _id: string }> {
  if (!(await publishedBlogExists(input.blog))) throw notFound(BLOG_NOT_FOUND);
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
