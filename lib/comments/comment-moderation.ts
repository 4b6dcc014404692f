// The staff side of comments: the moderation list, approving and deleting.
import "server-only";
import { decideItem } from "@/lib/moderation/moderation-decisions";
import type { SessionUser } from "@/lib/staff/users";
import { connectDb } from "@/lib/db";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";

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

/** Approves through the moderation decisions (state, audit, cache, the commenter's and a reply's mail); returns the mails to deliver. */
export async function approveComment(id: string, actor: SessionUser): Promise<string[]> {
  const applied = await decideItem("comment", id, "approve", actor);
  return [...(applied.mailId ? [applied.mailId] : []), ...(applied.alsoMail ?? [])];
}

export async function deleteComment(id: string, actor: SessionUser): Promise<void> {
  await decideItem("comment", id, "delete", actor);
}
