// Staff in the conversation: a reply as the publication, published at once with a "Staff" badge,
// and the commenter is told like for any other reply.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { recordAudit } from "@/lib/staff/audit";
import { queueReplyMail } from "@/lib/comments/comment-reply-mail";
import { threadOf } from "@/lib/comments/comment-submission";
import type { SessionUser } from "@/lib/staff/users";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { Comment } from "@/models/Comment";

export const COMMENT_NOT_FOUND = "Comment not found";

/** Publishes the staff reply under comment `id`; returns it and the reply mail to deliver. */
export async function addStaffReply(
  id: string,
  content: string,
  actor: SessionUser,
): Promise<{ _id: string; mailId: string | null }> {
  await connectDb();
  const target = await Comment.findById(id).select("blog").lean();
  if (!target) throw notFound(COMMENT_NOT_FOUND);
  const blog = String(target.blog);
  const thread = await threadOf(blog, id);
  const now = new Date();
  const reply = await Comment.create({
    blog,
    name: getEnv().NEXT_PUBLIC_SITE_NAME,
    content,
    ...thread,
    staff: true,
    state: "approved",
    isApproved: true,
    approvedAt: now,
    decidedAt: now,
    decidedBy: actor.id,
    decidedByName: actor.name,
  });
  const replyId = String(reply._id);
  await invalidatePublicCache([publicTags.comments(blog)]);
  await recordAudit(actor, "comment.staff-reply", {
    type: "comment",
    id: replyId,
    summary: content.slice(0, 80),
  });
  return { _id: replyId, mailId: await queueReplyMail(replyId) };
}
