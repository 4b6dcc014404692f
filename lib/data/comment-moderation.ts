// The staff side of comments: the moderation list, approving and deleting.
import "server-only";
import { recordAudit } from "@/lib/data/audit";
import type { SessionUser } from "@/lib/data/users";
import { notFound } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";

const COMMENT_NOT_FOUND = "Comment not found";

export type ModerationComment = {
  _id: string;
  blog: { _id: string; title: string } | null;
  name: string;
  content: string;
  isApproved: boolean;
  createdAt: string;
};

type PopulatedComment = {
  _id: unknown;
  blog: { _id: unknown; title?: string } | null;
  name: string;
  content: string;
  isApproved?: boolean | null;
  createdAt?: Date | null;
};

/** Comments newest first with their blog's title, optionally only approved or only pending ones. */
export async function listCommentsForModeration(options: {
  approved?: boolean;
  limit: number;
}): Promise<ModerationComment[]> {
  await connectDb();
  const filter = options.approved === undefined ? {} : { isApproved: options.approved };
  const docs = await Comment.find(filter)
    .select("blog name content isApproved createdAt")
    .sort({ createdAt: -1, _id: -1 })
    .limit(options.limit)
    .populate({ path: "blog", model: Blog, select: "title" })
    .lean<PopulatedComment[]>();
  return docs.map((doc) => ({
    _id: String(doc._id),
    blog: doc.blog ? { _id: String(doc.blog._id), title: doc.blog.title ?? "" } : null,
    name: doc.name,
    content: doc.content,
    isApproved: doc.isApproved === true,
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
  }));
}

/** Approved comments show on their post's page: that page is the one cache entry this changes. */
async function invalidateCommentPost(comment: { blog?: unknown }): Promise<void> {
  if (comment.blog) await invalidatePublicCache([publicTags.blog(String(comment.blog))]);
}

export async function approveComment(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const comment = await Comment.findById(id).select("blog isApproved").lean();
  if (!comment) throw notFound(COMMENT_NOT_FOUND);
  const result = await Comment.updateOne({ _id: id }, { $set: { isApproved: true } });
  if (result.matchedCount === 0) throw notFound(COMMENT_NOT_FOUND);
  if (!comment.isApproved) await invalidateCommentPost(comment);
  await recordAudit(actor, "comment.approve", { type: "comment", id });
}

export async function deleteComment(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const comment = await Comment.findById(id).select("blog isApproved").lean();
  if (!comment) throw notFound(COMMENT_NOT_FOUND);
  const result = await Comment.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(COMMENT_NOT_FOUND);
  if (comment.isApproved) await invalidateCommentPost(comment);
  await recordAudit(actor, "comment.delete", { type: "comment", id });
}
