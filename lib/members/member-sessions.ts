// Member sessions as server-side records: the cookie's random token, stored as its sha256, for
// 30 days. Signing out deletes the record, so the old cookie stops working on every server at once.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { connectDb } from "@/lib/db";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";

export const MEMBER_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** lastSeenAt is refreshed at most this often (one write per member per hour, not per request). */
const LAST_SEEN_STEP_MS = 60 * 60 * 1000;

export type SessionMember = { id: string; email: string; name: string };
export type SignInMethod = "code" | "link" | "linkedin";

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export async function createMemberSession(
  memberId: string,
  method: SignInMethod,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  await connectDb();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + MEMBER_SESSION_TTL_SECONDS * 1000);
  await MemberSession.create({ _id: hashToken(token), memberId, method, expiresAt, lastSeenAt: now });
  // Expired sessions of this member go now (no TTL index on FerretDB).
  await MemberSession.deleteMany({ memberId, expiresAt: { $lt: now } });
  return { token, expiresAt };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The member a session token belongs to, or null (unknown, expired, signed out, blocked, deleted). */
export async function findSessionMember(token: string, now = new Date()): Promise<SessionMember | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  await connectDb();
  const id = hashToken(token);
  const session = await MemberSession.findById(id).select("memberId expiresAt lastSeenAt").lean();
  if (!session || session.expiresAt.getTime() <= now.getTime()) return null;
  const member = await Member.findById(session.memberId).select("email name blocked").lean();
  if (!member || member.blocked) return null;
  if (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    await MemberSession.updateOne({ _id: id }, { $set: { lastSeenAt: now } });
  }
  return { id: String(member._id), email: member.email, name: member.name ?? "" };
}

/** Whether the token names a live session of a member who has since been blocked. */
export async function isBlockedMemberSession(token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  await connectDb();
  const session = await MemberSession.findById(hashToken(token)).select("memberId expiresAt").lean();
  if (!session || session.expiresAt.getTime() <= now.getTime()) return false;
  return Boolean(await Member.exists({ _id: session.memberId, blocked: true }));
}

export async function endMemberSession(token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await connectDb();
  await MemberSession.deleteOne({ _id: hashToken(token) });
}

export async function endAllMemberSessions(memberId: string): Promise<number> {
  await connectDb();
  const { deletedCount } = await MemberSession.deleteMany({ memberId });
  return deletedCount;
}

export type SessionDates = {
  method: string;
  createdAt: string;
  lastSeenAt: string | null;
  expiresAt: string;
};

export async function listMemberSessionDates(memberId: string): Promise<SessionDates[]> {
  await connectDb();
  const rows = await MemberSession.find({ memberId })
    .select("method createdAt lastSeenAt expiresAt")
    .sort({ createdAt: -1 })
    .lean();
  return rows.map((row) => ({
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Sessions that ended more than a day ago, of members who never signed in again (`house.prune`). */
export async function pruneExpiredSessions(now = new Date()): Promise<number> {
  await connectDb();
  const { deletedCount } = await MemberSession.deleteMany({
    expiresAt: { $lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) },
  });
  return deletedCount;
}
