// Likes: a signed-in member toggles their like of a published comment (never their own). The
// stored count is recounted from the like rows after each toggle, so concurrent likes lose nothing.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import { Comment } from "@/models/Comment";
import { CommentLike } from "@/models/CommentLike";

export const COMMENT_NOT_FOUND = "Comment not found";
export const OWN_COMMENT_LIKE = "You cannot like your own comment";

export async function toggleCommentLike(
  commentId: string,
  memberId: string,
): Promise<{ liked: boolean; likes: number }> {
  await connectDb();
  const comment = await Comment.findById(commentId).select("blog member isApproved").lean();
  if (!comment || !comment.isApproved) throw notFound(COMMENT_NOT_FOUND);
  if (comment.member && String(comment.member) === memberId) throw invalid(OWN_COMMENT_LIKE);
  const id = `${commentId}:${memberId}`;
  let liked = true;
  try {
    await CommentLike.create({ _id: id, comment: commentId, member: memberId });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await CommentLike.deleteOne({ _id: id });
    liked = false;
  }
  const likes = await recount(commentId);
  await invalidatePublicCache([publicTags.comments(String(comment.blog))]);
  return { liked, likes };
}

async function recount(commentId: string): Promise<number> {
  const likes = await CommentLike.countDocuments({ comment: commentId });
  await Comment.updateOne({ _id: commentId }, { $set: { likes } });
  return likes;
}

/** An erased member's likes go, and the comments they liked count again. */
export async function eraseMemberLikes(memberId: string): Promise<void> {
  const liked = await listLikedComments(memberId);
  await CommentLike.deleteMany({ member: memberId });
  for (const id of liked) await recount(id);
  const posts = await Comment.find({ _id: { $in: liked } }).distinct("blog");
  if (posts.length) await invalidatePublicCache(posts.map((id) => publicTags.comments(String(id))));
}

/** The ids of the comments a member liked (the article's like buttons; the member's export). */
export async function listLikedComments(memberId: string): Promise<string[]> {
  await connectDb();
  const rows = await CommentLike.find({ member: memberId }).select("comment").lean();
  return rows.map((row) => String(row.comment));
}
