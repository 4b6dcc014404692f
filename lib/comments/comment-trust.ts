// Trust that grows: a member whose comments moderators approved often enough publishes at once.
// Staff can override it either way from the member's row in the back-office.
import "server-only";
import { DAY_MS } from "@/lib/dates";
import { connectDb } from "@/lib/db";
import type { COMMENT_TRUST_VALUES } from "@/lib/members/member-schemas";
import { Comment } from "@/models/Comment";

/** Approved comments a member needs before their comments publish at once. */
export const TRUST_APPROVED_COMMENTS = 3;
/** A rejection within this many days takes earned trust away again. */
export const TRUST_REJECTION_DAYS = 90;

export type CommentTrust = (typeof COMMENT_TRUST_VALUES)[number];

/** Whether a member's new comment publishes at once. */
export async function isTrustedCommenter(
  member: { _id: string | { toString(): string }; commentTrust?: string | null },
  now = new Date(),
): Promise<boolean> {
  if (member.commentTrust === "trusted") return true;
  if (member.commentTrust === "untrusted") return false;
  await connectDb();
  const id = String(member._id);
  const since = new Date(now.getTime() - TRUST_REJECTION_DAYS * DAY_MS);
  const [approved, recentRejection] = await Promise.all([
    Comment.countDocuments({ member: id, state: "approved", staff: { $ne: true } }),
    Comment.exists({ member: id, state: "rejected", decidedAt: { $gte: since } }),
  ]);
  return approved >= TRUST_APPROVED_COMMENTS && !recentRejection;
}
