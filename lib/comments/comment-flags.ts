// Flags the community raises: anyone may flag a published comment once (per member, or per client
// address for guests); the comment shows in the moderation inbox with its reasons, and after
// FLAGS_TO_HIDE distinct flaggers it is hidden (back to pending) until a moderator decides. A
// comment a moderator kept shows its later flags but is not hidden again.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { conflict, isDuplicateKeyError, notFound } from "@/lib/errors";
import type { FlagCommentInput } from "@/lib/comments/comment-schemas";
import { Comment } from "@/models/Comment";
import { CommentFlag } from "@/models/CommentFlag";

export const FLAGS_TO_HIDE = 3;
export const COMMENT_NOT_FOUND = "Comment not found";
export const ALREADY_FLAGGED = "You have already flagged this comment";

export type Flagger = { memberId?: string | null; address: string };
export type CommentFlagSummary = {
  count: number;
  reasons: Array<{ reason: string; note: string }>;
  kept: boolean;
};

/** Records a flag; returns whether the comment is now hidden. */
export async function flagComment(
  commentId: string,
  flagger: Flagger,
  input: FlagCommentInput,
): Promise<{ hidden: boolean }> {
  await connectDb();
  const comment = await Comment.findById(commentId).select("blog isApproved flagsKept").lean();
  if (!comment || !comment.isApproved) throw notFound(COMMENT_NOT_FOUND);
  const who = flagger.memberId ? `m:${flagger.memberId}` : `c:${flagger.address}`;
  try {
    await CommentFlag.create({
      _id: `${commentId}:${who}`,
      comment: commentId,
      reason: input.reason,
      note: input.note ?? "",
      member: flagger.memberId ?? null,
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(ALREADY_FLAGGED);
    throw error;
  }
  const flagCount = await CommentFlag.countDocuments({ comment: commentId });
  await Comment.updateOne({ _id: commentId }, { $set: { flagCount } });
  if (flagCount < FLAGS_TO_HIDE || comment.flagsKept) return { hidden: false };
  const hidden = await Comment.updateOne(
    { _id: commentId, state: "approved", flagsKept: { $ne: true } },
    { $set: { state: "pending", isApproved: false } },
  );
  if (hidden.modifiedCount > 0) await invalidatePublicCache([publicTags.comments(String(comment.blog))]);
  return { hidden: hidden.modifiedCount > 0 };
}

/** The flags of the given comments, for the moderation inbox (one query). */
export async function flagsOf(commentIds: string[]): Promise<Map<string, CommentFlagSummary>> {
  const result = new Map<string, CommentFlagSummary>();
  if (commentIds.length === 0) return result;
  await connectDb();
  const [flags, comments] = await Promise.all([
    // No sort in the query (an `$in` over the index prefix cannot give one order): a comment has
    // a few flags at most, ordered here.
    CommentFlag.find({ comment: { $in: commentIds } })
      .select("comment reason note createdAt")
      .lean(),
    Comment.find({ _id: { $in: commentIds } })
      .select("flagsKept")
      .lean(),
  ]);
  const kept = new Map(comments.map((row) => [String(row._id), Boolean(row.flagsKept)]));
  flags.sort((a, b) => new Date(a.createdAt ?? 0).getTime() - new Date(b.createdAt ?? 0).getTime());
  for (const flag of flags) {
    const id = String(flag.comment);
    const entry = result.get(id) ?? { count: 0, reasons: [], kept: kept.get(id) ?? false };
    entry.count += 1;
    entry.reasons.push({ reason: flag.reason, note: flag.note ?? "" });
    result.set(id, entry);
  }
  return result;
}

/** A moderator kept a flagged comment: later flags no longer hide it. */
export async function keepFlaggedComment(commentId: string): Promise<void> {
  await Comment.updateOne({ _id: commentId, flagCount: { $gt: 0 } }, { $set: { flagsKept: true } });
}
