// Public side of comments: the approved ones an article shows (a new comment: comment-submission.ts).
import "server-only";
import { BLOG_NOT_FOUND } from "@/lib/constants";
import { notFound } from "@/lib/errors";
import { publishedBlogExists } from "@/lib/data/blogs";
import { connectDb } from "@/lib/db";
import { Comment } from "@/models/Comment";

export type PublicComment = { _id: string; blog: string; name: string; content: string; createdAt: string };


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
