// The back-office Members page: search, count and block (each change in the audit trail).
import "server-only";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { literalSearchPattern } from "@/lib/posts/blog-text";
import { recordAudit } from "@/lib/staff/audit";
import { countMatching, findPage, type Pagination } from "@/lib/db-paginate";
import { endAllMemberSessions } from "@/lib/members/member-sessions";
import type { SessionUser } from "@/lib/staff/users";
import { SUBSCRIBERS_PAGE_SIZE } from "@/lib/constants";
import type { CommentTrust } from "@/lib/comments/comment-trust";
import { Member, type MemberDoc } from "@/models/Member";

export type MemberRow = {
  id: string;
  email: string;
  name: string;
  blocked: boolean;
  /** Issue 32: "auto" (earned by approvals), "trusted" (publish at once) or "untrusted" (always held). */
  commentTrust: CommentTrust;
  createdAt: string;
  lastSignInAt: string | null;
};

type LeanRow = {
  _id: unknown;
  email: string;
  name?: string;
  blocked?: boolean;
  commentTrust?: string | null;
  createdAt: Date;
  lastSignInAt?: Date | null;
};

export async function listMembers({
  search,
  page,
}: {
  search: string;
  page: number;
}): Promise<{ members: MemberRow[]; pagination: Pagination; total: number }> {
  await connectDb();
  const filter = search ? { searchText: { $regex: literalSearchPattern(search.toLowerCase()) } } : {};
  const [{ docs, pagination }, total] = await Promise.all([
    findPage<MemberDoc, LeanRow>(Member, filter, {
      page,
      pageSize: SUBSCRIBERS_PAGE_SIZE,
      select: "email name blocked commentTrust createdAt lastSignInAt",
    }),
    countMatching(Member, {}),
  ]);
  const members = docs.map((row) => ({
    id: String(row._id),
    email: row.email,
    name: row.name ?? "",
    blocked: Boolean(row.blocked),
    commentTrust: (row.commentTrust ?? "auto") as CommentTrust,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  }));
  return { members, pagination, total };
}

/** Blocks (every session ends at once, no new sign-in) or unblocks a member. */
export async function setMemberBlocked(user: SessionUser, memberId: string, blocked: boolean): Promise<void> {
  await connectDb();
  const member = await Member.findById(memberId).select("email blocked").lean();
  if (!member) throw notFound("Member not found");
  await Member.updateOne({ _id: memberId }, { $set: { blocked, blockedAt: blocked ? new Date() : null } });
  if (blocked) await endAllMemberSessions(memberId);
  await recordAudit(user, blocked ? "member.block" : "member.unblock", {
    type: "member",
    id: memberId,
    summary: member.email,
  });
}

/** Gives or takes away a member's comment trust ("auto" lets approvals earn it again); audited. */
export async function setMemberCommentTrust(
  user: SessionUser,
  memberId: string,
  trust: CommentTrust,
): Promise<void> {
  await connectDb();
  const member = await Member.findById(memberId).select("email").lean();
  if (!member) throw notFound("Member not found");
  await Member.updateOne({ _id: memberId }, { $set: { commentTrust: trust } });
  await recordAudit(user, "member.comment-trust", {
    type: "member",
    id: memberId,
    summary: `${member.email}: ${trust}`,
  });
}
