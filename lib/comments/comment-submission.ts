// A new comment or reply: a guest's is held for review (stored as spam when the submitter is
// blocked); a member comments under their profile's name and, once trusted, publishes at once.
import "server-only";
import { BLOG_NOT_FOUND } from "@/lib/constants";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { queueReplyMail } from "@/lib/comments/comment-reply-mail";
import { isTrustedCommenter } from "@/lib/comments/comment-trust";
import { submissionFields } from "@/lib/moderation/moderation-blocks";
import { readArticle } from "@/lib/cache/public-cache";
import { requestReplyOptIn } from "@/lib/comments/reply-opt-in";
import { connectDb } from "@/lib/db";
import { forbidden, invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import { keyedObjectId } from "@/lib/api/request-key";
import type { CommentRequest } from "@/lib/comments/comment-schemas";
import { Comment } from "@/models/Comment";
import { adoptDisplayName } from "@/lib/members/members";
import { Member } from "@/models/Member";

export const PARENT_INVALID = "You can only reply to a published comment on the same post";
export const NAME_REQUIRED = "Name is required";
export const MEMBER_BLOCKED = "Your account may not comment";
export const DISPLAY_NAME_REQUIRED = "Pick a display name to comment with";
export const NOTIFY_NEEDS_EMAIL = "Enter your e-mail to hear about replies";

export type CommentAuthorInput = {
  memberId?: string | null;
  address?: string;
  /** The request's key (lib/api/request-key.ts): a retry of the same request stores nothing twice. */
  requestKey?: string | null;
};

/** The new comment, whether it is already public, and mails to deliver after the answer. */
export type AddedComment = { _id: string; published: boolean; mailIds: string[] };

/** Where a reply goes: the thread's first comment, and the comment it answers. */
export async function threadOf(blogId: string, parentId: string) {
  const parent = await Comment.findById(parentId).select("blog parent name isApproved").lean();
  if (!parent || !parent.isApproved || String(parent.blog) !== blogId) throw invalid(PARENT_INVALID);
  return { parent: parent.parent ?? parent._id, replyTo: parent._id, replyToName: parent.name };
}

async function memberAuthor(memberId: string) {
  const member = await Member.findById(memberId).select("email name blocked commentTrust").lean();
  if (!member || member.blocked) throw forbidden(MEMBER_BLOCKED);
  return member;
}

/**
 * Stores a comment; the post must be one whose article page shows. That is checked with the
 * article's own cached read (lib/cache/public-cache.ts), which a publish, unpublish, schedule or
 * delete expires, so the check rarely reaches the database. `address` is the client's, kept for
 * the spam tools.
 */
export async function addComment(
  input: CommentRequest,
  author: CommentAuthorInput = {},
): Promise<AddedComment> {
  if (!(await readArticle(input.blog))) throw notFound(BLOG_NOT_FOUND);
  await connectDb();
  const member = author.memberId ? await memberAuthor(author.memberId) : null;
  // A member comments under their display name, or picks one with their first comment.
  const name = member ? member.name || input.name : input.name;
  if (!name) throw invalid(member ? DISPLAY_NAME_REQUIRED : NAME_REQUIRED);
  if (member && !member.name) await adoptDisplayName(String(member._id), member.email, name);
  if (!member && input.notifyReplies && !input.email) throw invalid(NOTIFY_NEEDS_EMAIL);
  const email = member ? member.email : input.email;
  if (!member && email && (await Member.exists({ email: email.toLowerCase(), blocked: true })))
    throw forbidden(MEMBER_BLOCKED);
  const thread = input.parent ? await threadOf(input.blog, input.parent) : null;
  const moderation = await submissionFields({ email, address: author.address });
  const published = Boolean(member) && moderation.state === "pending" && (await isTrustedCommenter(member!));
  const now = new Date();
  const keyedId = author.requestKey ? keyedObjectId("comment", author.requestKey) : undefined;
  let comment;
  try {
    comment = await Comment.create({
      ...(keyedId ? { _id: keyedId } : {}),
      blog: input.blog,
      name,
      content: input.content,
      ...moderation,
      ...(published ? { state: "approved", isApproved: true, approvedAt: now } : {}),
      ...(thread ?? {}),
      member: member?._id ?? null,
      notifyReplies: !member && Boolean(input.notifyReplies && email),
    });
  } catch (error) {
    // The same request again (its first server died after storing it): answer as the first did.
    if (!keyedId || !isDuplicateKeyError(error)) throw error;
    const stored = await Comment.findById(keyedId).select("isApproved").lean();
    if (!stored) throw error;
    return { _id: String(keyedId), published: Boolean(stored.isApproved), mailIds: [] };
  }
  const id = String(comment._id);
  const mailIds: string[] = [];
  if (!member && input.notifyReplies && email && moderation.state === "pending") {
    const confirmation = await requestReplyOptIn(email.toLowerCase());
    if (confirmation) mailIds.push(confirmation);
  }
  if (published) {
    await invalidatePublicCache([publicTags.comments(input.blog)]);
    const replyMail = await queueReplyMail(id);
    if (replyMail) mailIds.push(replyMail);
  }
  return { _id: id, published, mailIds };
}
