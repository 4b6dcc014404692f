// Members: found or created at sign-in (e-mail code or LinkedIn), their profile, and erasure.
import "server-only";
import { claimGuestEvents } from "@/lib/events/event-owners";
import { connectDb } from "@/lib/db";
import { forbidden, invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import type { MemberProfile } from "@/lib/members/member-schemas";
import { Member } from "@/models/Member";
import type { SessionMember } from "@/lib/members/member-sessions";
import { claimGuestJobs } from "@/lib/jobs/job-owners";
import { claimCompanyInvites } from "@/lib/companies/companies";

export const MEMBER_BLOCKED_MESSAGE =
  "This account has been blocked. Contact us if you think this is a mistake.";
export const FORMER_MEMBER_NAME = "Former member";

export type MemberAccount = {
  id: string;
  email: string;
  name: string;
  headline: string;
  company: string;
  credentials: string[];
  createdAt: string;
};

let ready: Promise<unknown> | undefined;

/** The unique e-mail index must exist before the first insert, or two sign-ins could store two rows. */
function ensureReady(): Promise<unknown> {
  ready ??= Member.init().catch((error) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

const searchTextOf = (name: string, email: string) => `${name} ${email}`.toLowerCase();

type LeanMember = {
  _id: unknown;
  email: string;
  name?: string | null;
  headline?: string | null;
  company?: string | null;
  credentials?: string[] | null;
  blocked?: boolean | null;
  linkedinSub?: string | null;
  createdAt: Date;
};

function toSessionMember(row: LeanMember): SessionMember {
  return { id: String(row._id), email: row.email, name: row.name ?? "" };
}

function toAccount(row: LeanMember): MemberAccount {
  return {
    id: String(row._id),
    email: row.email,
    name: row.name ?? "",
    headline: row.headline ?? "",
    company: row.company ?? "",
    credentials: row.credentials ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

async function findOrCreateByEmail(email: string, fields: { name?: string; linkedinSub?: string } = {}) {
  const existing = await Member.findOne({ email }).lean<LeanMember>();
  if (existing) return existing;
  const name = (fields.name ?? "").trim().slice(0, 80);
  try {
    const created = await Member.create({
      email,
      name,
      searchText: searchTextOf(name, email),
      linkedinSub: fields.linkedinSub ?? null,
    });
    return created.toObject() as LeanMember;
  } catch (error) {
    // Two first sign-ins of the same address at once: the unique index keeps one member.
    if (!isDuplicateKeyError(error)) throw error;
    const row = await Member.findOne({ email }).lean<LeanMember>();
    if (!row) throw error;
    return row;
  }
}

/** A verified e-mail address signs in: the member it belongs to, created on first sign-in. */
export async function signInMemberByEmail(email: string, now = new Date()): Promise<SessionMember> {
  await connectDb();
  await ensureReady();
  const member = await findOrCreateByEmail(email);
  if (member.blocked) throw forbidden(MEMBER_BLOCKED_MESSAGE);
  await Member.updateOne({ _id: member._id }, { $set: { lastSignInAt: now } });
  await claimGuestJobs(String(member._id), member.email);
  await claimCompanyInvites(String(member._id), member.email);
  // Events a guest submitted from this address are now the member's to organise.
  await claimGuestEvents(String(member._id), member.email);
  return toSessionMember(member);
}

export type LinkedInIdentity = { sub: string; email?: string; emailVerified: boolean; name?: string };

/**
 * A LinkedIn sign-in: the member who signed in with this LinkedIn account before, else the member
 * with the same verified address (linked now), else a new member. An unverified address is refused.
 */
export async function signInMemberWithLinkedIn(identity: LinkedInIdentity, now = new Date()) {
  await connectDb();
  await ensureReady();
  let member = await Member.findOne({ linkedinSub: identity.sub }).lean<LeanMember>();
  if (!member) {
    if (!identity.email || !identity.emailVerified)
      throw invalid("LinkedIn did not confirm an e-mail address for this account.");
    const email = identity.email.trim().toLowerCase();
    member = await findOrCreateByEmail(email, { name: identity.name, linkedinSub: identity.sub });
    if (member.linkedinSub !== identity.sub)
      await Member.updateOne({ _id: member._id }, { $set: { linkedinSub: identity.sub } });
  }
  if (member.blocked) throw forbidden(MEMBER_BLOCKED_MESSAGE);
  await Member.updateOne({ _id: member._id }, { $set: { lastSignInAt: now } });
  await claimGuestJobs(String(member._id), member.email);
  await claimCompanyInvites(String(member._id), member.email);
  return toSessionMember(member);
}

/** Whether an address belongs to a blocked member (no sign-in mail is sent to it). */
export async function isBlockedMemberEmail(email: string): Promise<boolean> {
  await connectDb();
  const row = await Member.findOne({ email }).select("blocked").lean();
  return Boolean(row?.blocked);
}

const ACCOUNT_FIELDS = "email name headline company credentials createdAt";

export async function getMemberAccount(memberId: string): Promise<MemberAccount> {
  await connectDb();
  const row = await Member.findById(memberId).select(ACCOUNT_FIELDS).lean<LeanMember>();
  if (!row) throw notFound("Member not found");
  return toAccount(row);
}

export async function updateMemberProfile(memberId: string, profile: MemberProfile): Promise<MemberAccount> {
  await connectDb();
  const row = await Member.findById(memberId).select("email").lean<LeanMember>();
  if (!row) throw notFound("Member not found");
  await Member.updateOne(
    { _id: memberId },
    { $set: { ...profile, searchText: searchTextOf(profile.name, row.email) } },
    { runValidators: true },
  );
  return getMemberAccount(memberId);
}

/**
 * A member without a display name picks one with their first comment: it becomes their profile's
 * name (only while the profile has none, so a name set meanwhile is never overwritten).
 */
export async function adoptDisplayName(memberId: string, email: string, name: string): Promise<void> {
  await connectDb();
  await Member.updateOne(
    { _id: memberId, name: "" },
    { $set: { name, searchText: searchTextOf(name, email) } },
    { runValidators: true },
  );
}

export async function getReplyNotifications(memberId: string): Promise<boolean> {
  const row = await Member.findById(memberId).select("replyNotifications").lean();
  if (!row) throw notFound("Member not found");
  return row.replyNotifications !== false;
}

export async function setReplyNotifications(memberId: string, on: boolean): Promise<void> {
  await Member.updateOne({ _id: memberId }, { $set: { replyNotifications: on } });
}
