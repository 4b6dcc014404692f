// "{name} replied to your comment": queued when a reply is published (at once, or on approval) for
// the author of the comment it answers — a member with reply notifications on, or a guest who ticked
// the box and confirmed the address. Never for a self-reply, never twice (the log id names the
// reply), never after the thread was muted through its one-click unsubscribe.
import "server-only";
import { signToken, verifyToken } from "@/lib/auth/signed-tokens";
import { hasConfirmedReplyOptIn } from "@/lib/comments/reply-opt-in";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { mailSite } from "@/lib/mail/config";
import { queueMail } from "@/lib/mail/send";
import { blogPath } from "@/lib/seo/urls";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Member } from "@/models/Member";

export const REPLY_UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";

type ReplyDoc = {
  _id: unknown;
  blog: unknown;
  name: string;
  content: string;
  replyTo?: unknown;
  member?: unknown;
  staff?: boolean | null;
  submitterEmail?: string | null;
};

type TargetDoc = {
  _id: unknown;
  parent?: unknown;
  member?: unknown;
  staff?: boolean | null;
  submitterEmail?: string | null;
  notifyReplies?: boolean | null;
  repliesMuted?: boolean | null;
};

/** The address to tell about a reply to `target`, or null when nobody is to be mailed. */
async function recipientOf(target: TargetDoc, reply: ReplyDoc): Promise<string | null> {
  if (target.staff || target.repliesMuted) return null;
  if (target.member) {
    if (reply.member && String(reply.member) === String(target.member)) return null;
    const member = await Member.findById(target.member).select("email replyNotifications blocked").lean();
    if (!member || member.blocked || member.replyNotifications === false) return null;
    return member.email;
  }
  const email = target.submitterEmail;
  if (!email || !target.notifyReplies) return null;
  if (reply.submitterEmail && reply.submitterEmail.toLowerCase() === email.toLowerCase()) return null;
  return (await hasConfirmedReplyOptIn(email)) ? email : null;
}

export function replyUnsubscribeUrl(commentId: string): string {
  const token = signToken("replyUnsubscribe", commentId);
  return `${mailSite().url}/comments/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Queues the mail about a just-published reply; returns its id to deliver after the answer. */
export async function queueReplyMail(replyId: string): Promise<string | null> {
  await connectDb();
  const reply = await Comment.findById(replyId)
    .select("blog name content replyTo member staff submitterEmail isApproved")
    .lean<ReplyDoc & { isApproved?: boolean }>();
  if (!reply?.replyTo || !reply.isApproved) return null;
  const target = await Comment.findById(reply.replyTo)
    .select("parent member staff submitterEmail notifyReplies repliesMuted")
    .lean<TargetDoc>();
  if (!target) return null;
  const to = await recipientOf(target, reply);
  if (!to) return null;
  const blog = await Blog.findById(reply.blog).select("title").lean();
  const site = mailSite();
  const queued = await queueMail({
    id: `comment-reply:${replyId}`,
    to,
    template: "commentReply",
    data: {
      name: reply.staff ? site.name : reply.name,
      title: blog?.title ?? "a post",
      content: reply.content,
      replyUrl: `${site.url}${blogPath(String(reply.blog))}#comment-${replyId}`,
      unsubscribeUrl: replyUnsubscribeUrl(String(target._id)),
      preferencesUrl: `${site.url}/account`,
    },
  });
  return queued.status === "queued" ? queued.id : null;
}

/**
 * One-click unsubscribe for a thread: the comment the token names and its author's other comments
 * in the same thread get no more reply mail. Twice is fine.
 */
export async function muteThreadByToken(token: string): Promise<void> {
  await connectDb();
  const id = verifyToken("replyUnsubscribe", token);
  if (!id) throw notFound(REPLY_UNSUBSCRIBE_INVALID);
  const comment = await Comment.findById(id).select("parent member submitterEmail").lean();
  if (!comment) throw notFound(REPLY_UNSUBSCRIBE_INVALID);
  const root = comment.parent ?? comment._id;
  const author = comment.member
    ? { member: comment.member }
    : comment.submitterEmail
      ? { submitterEmail: comment.submitterEmail }
      : { _id: comment._id };
  await Comment.updateMany(
    { $or: [{ _id: root }, { parent: root }], ...author },
    { $set: { repliesMuted: true } },
  );
}
