// Public side of comments: the approved ones an article shows, as threads (a new comment:
// comment-submission.ts). A thread is a comment and its replies; a reply to a reply joins the same
// thread and names whom it answers (`replyTo`), so the page shows two levels.
import "server-only";
import { BLOG_NOT_FOUND } from "@/lib/constants";
import { notFound } from "@/lib/errors";
import { publishedBlogExists } from "@/lib/posts/blogs";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { Comment } from "@/models/Comment";
import { Member } from "@/models/Member";

export type CommentAuthor = { name: string; headline: string; credentials: string[]; staff: boolean };

export type PublicComment = {
  _id: string;
  blog: string;
  name: string;
  content: string;
  createdAt: string;
  /** The thread's first comment, or null when this one starts a thread. */
  parent: string | null;
  /** Whom a reply answers (the "@name" prefix). */
  replyTo: { _id: string; name: string } | null;
  likes: number;
  /** Members and staff only: who wrote it. Guests have just their typed name. */
  author?: CommentAuthor;
};

/** A comment that starts a thread, with its replies oldest first. */
export type CommentThread = PublicComment & { replies: PublicComment[] };

/** The newest threads an article page shows; the rest are on its comments page. */
export const ARTICLE_COMMENTS_SHOWN = 50;

const PUBLIC_FIELDS = "blog name content createdAt parent replyTo replyToName likes member staff";

type LeanComment = {
  _id: unknown;
  blog: unknown;
  name: string;
  content: string;
  createdAt?: Date | null;
  parent?: unknown;
  replyTo?: unknown;
  replyToName?: string | null;
  likes?: number | null;
  member?: unknown;
  staff?: boolean | null;
};

/** Members' public profile bits, read once for every member among `docs`. */
async function authorsOf(docs: LeanComment[]): Promise<Map<string, CommentAuthor>> {
  const ids = [...new Set(docs.filter((doc) => doc.member).map((doc) => String(doc.member)))];
  if (ids.length === 0) return new Map();
  const members = await Member.find({ _id: { $in: ids } })
    .select("name headline credentials")
    .lean();
  return new Map(
    members.map((member) => [
      String(member._id),
      {
        name: member.name ?? "",
        headline: member.headline ?? "",
        credentials: member.credentials ?? [],
        staff: false,
      },
    ]),
  );
}

async function toPublic(docs: LeanComment[]): Promise<PublicComment[]> {
  const authors = await authorsOf(docs);
  const siteName = getEnv().NEXT_PUBLIC_SITE_NAME;
  return docs.map((doc) => {
    const member = doc.member ? authors.get(String(doc.member)) : undefined;
    const author = doc.staff
      ? { name: siteName, headline: "", credentials: [], staff: true }
      : member
        ? { ...member, name: member.name || doc.name }
        : undefined;
    return {
      _id: String(doc._id),
      blog: String(doc.blog),
      name: author?.name ?? doc.name,
      content: doc.content,
      createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
      parent: doc.parent ? String(doc.parent) : null,
      replyTo: doc.replyTo ? { _id: String(doc.replyTo), name: doc.replyToName ?? "" } : null,
      likes: doc.likes ?? 0,
      ...(author ? { author } : {}),
    };
  });
}

/** Every approved comment and reply of a published blog, newest first; 404 when the blog is not visible. */
export async function listApprovedComments(blogId: string): Promise<PublicComment[]> {
  if (!(await publishedBlogExists(blogId))) throw notFound(BLOG_NOT_FOUND);
  await connectDb();
  const docs = await Comment.find({ blog: blogId, isApproved: true })
    .select(PUBLIC_FIELDS)
    .sort({ createdAt: -1, _id: -1 })
    .lean<LeanComment[]>();
  return toPublic(docs);
}

/** The newest threads of a published blog (all, or the newest `limit`) with their replies. */
export async function listCommentThreads(blogId: string, limit?: number): Promise<CommentThread[]> {
  if (!(await publishedBlogExists(blogId))) throw notFound(BLOG_NOT_FOUND);
  await connectDb();
  const query = Comment.find({ blog: blogId, isApproved: true, parent: null })
    .select(PUBLIC_FIELDS)
    .sort({ createdAt: -1, _id: -1 });
  if (limit) query.limit(limit);
  const roots = await query.lean<LeanComment[]>();
  const replies =
    roots.length === 0
      ? []
      : await Comment.find({ parent: { $in: roots.map((root) => String(root._id)) }, isApproved: true })
          .select(PUBLIC_FIELDS)
          .sort({ createdAt: 1, _id: 1 })
          .lean<LeanComment[]>();
  const [publicRoots, publicReplies] = await Promise.all([toPublic(roots), toPublic(replies)]);
  return publicRoots.map((root) => ({
    ...root,
    replies: publicReplies.filter((reply) => reply.parent === root._id),
  }));
}

/** How many approved comments and replies a blog has (the "Comments (n)" heading, JSON-LD commentCount). */
export async function countApprovedComments(blogId: string): Promise<number> {
  await connectDb();
  return Comment.countDocuments({ blog: blogId, isApproved: true });
}

/** How many threads a blog has (whether the article page shows them all). */
export async function countCommentThreads(blogId: string): Promise<number> {
  await connectDb();
  return Comment.countDocuments({ blog: blogId, isApproved: true, parent: null });
}

/** How many of their waiting comments on one post a member sees at most. */
const OWN_PENDING_MAX = 20;

export type OwnPendingComment = {
  id: string;
  content: string;
  createdAt: string;
  replyToName: string | null;
};

/**
 * The member's own comments on a post that wait for review, oldest first: the article shows them to
 * their author only (loaded in the browser), so a reload does not make them look lost.
 */
export async function listOwnPendingComments(memberId: string, blogId: string): Promise<OwnPendingComment[]> {
  if (!(await publishedBlogExists(blogId))) throw notFound(BLOG_NOT_FOUND);
  const rows = await Comment.find({ member: memberId, state: "pending", blog: blogId })
    .select("content createdAt replyToName")
    .sort({ createdAt: 1 })
    .limit(OWN_PENDING_MAX)
    .lean<{ _id: unknown; content: string; createdAt: Date; replyToName?: string | null }[]>();
  return rows.map((row) => ({
    id: String(row._id),
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    replyToName: row.replyToName ?? null,
  }));
}
