// Passwordless sign-in: one pending code per address (a newer request replaces it), mailed with a
// link to /account/sign-in?token=… whose page only shows a button (mail scanners open links).
// Single use, 15 minutes, dead after 5 wrong codes. Only HMACs of the code and token are stored.
import "server-only";
import { keyedHash, sameHash } from "@/lib/auth/signed-tokens";
import { randomBytes, randomInt } from "node:crypto";
import mongoose from "mongoose";
import { connectDb } from "@/lib/db";
import { invalid } from "@/lib/errors";
import { mailSite } from "@/lib/mail/config";
import { queueMail } from "@/lib/mail/send";
import type { MemberVerifyInput } from "@/lib/members/member-schemas";
import { MemberSignIn } from "@/models/MemberSignIn";
import { isBlockedMemberEmail, signInMemberByEmail } from "@/lib/members/members";
import type { SessionMember, SignInMethod } from "@/lib/members/member-sessions";

export const SIGN_IN_CODE_TTL_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_WRONG_CODES = 5;

export const WRONG_CODE_MESSAGE = "That code is not right. Check the newest sign-in mail and try again.";
export const TOO_MANY_CODES_MESSAGE =
  "Too many wrong codes: this sign-in code no longer works. Ask for a new sign-in code.";
export const EXPIRED_CODE_MESSAGE =
  "This sign-in code or link has expired or was already used. Ask for a new sign-in code.";

function digest(kind: "code" | "token", challengeId: string, secret: string): string {
  return keyedHash("memberSignIn", `${kind}:${challengeId}:${secret}`, { encoding: "hex" });
}

/** Creates a sign-in code for the address and queues its mail; returns the mail's id (null: none sent). */
export async function requestMemberSignIn(email: string, now = new Date()): Promise<string | null> {
  await connectDb();
  if (await isBlockedMemberEmail(email)) return null;
  const id = new mongoose.Types.ObjectId();
  const challengeId = String(id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const secret = randomBytes(32).toString("base64url");
  await MemberSignIn.create({
    _id: id,
    email,
    codeHash: digest("code", challengeId, code),
    tokenHash: digest("token", challengeId, secret),
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
  });
  // The newest code is the one that works: older ones (and used or expired ones) go.
  await MemberSignIn.deleteMany({ email, _id: { $ne: id } });
  const signInUrl = `${mailSite().url}/account/sign-in?token=${encodeURIComponent(`${challengeId}.${secret}`)}`;
  const queued = await queueMail({ to: email, template: "memberSignIn", data: { code, signInUrl } });
  return queued.id;
}

type Challenge = {
  _id: mongoose.Types.ObjectId;
  email: string;
  codeHash: string;
  tokenHash: string;
  expiresAt: Date;
  attempts?: number;
  usedAt?: Date | null;
};

function checkUsable(challenge: Challenge | null, now: Date): asserts challenge is Challenge {
  if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now.getTime())
    throw invalid(EXPIRED_CODE_MESSAGE);
  if ((challenge.attempts ?? 0) >= SIGN_IN_MAX_WRONG_CODES) throw invalid(TOO_MANY_CODES_MESSAGE);
}

/** Marks the challenge used; only one request can do it (a conditional update, no transaction). */
async function consume(challenge: Challenge, now: Date): Promise<void> {
  const result = await MemberSignIn.updateOne(
    { _id: challenge._id, usedAt: null, attempts: { $lt: SIGN_IN_MAX_WRONG_CODES } },
    { $set: { usedAt: now } },
  );
  if (result.modifiedCount === 0) throw invalid(EXPIRED_CODE_MESSAGE);
}

/** Each challenge's wrong-code count in flight in this process (on globalThis: one per process). */
const COUNTING = Symbol.for("hr-pulse.sign-in-counting");
const counting = ((globalThis as typeof globalThis & { [COUNTING]?: Map<string, Promise<number>> })[
  COUNTING
] ??= new Map());

/**
 * Counts one wrong code. A compare-and-set on the count rather than `$inc` (FerretDB applies `$inc`
 * as read-then-write), and one at a time per challenge in this process: FerretDB checks an update's
 * filter and writes in two steps as well, so two concurrent compare-and-sets from one server could
 * both win and lose a count. On MongoDB the compare-and-set alone holds across servers.
 */
function countWrongCode(challengeId: mongoose.Types.ObjectId): Promise<number> {
  const key = String(challengeId);
  const previous = counting.get(key) ?? Promise.resolve(0);
  const next = previous.catch(() => 0).then(() => compareAndCount(challengeId));
  counting.set(key, next);
  void next
    .finally(() => {
      if (counting.get(key) === next) counting.delete(key);
    })
    .catch(() => undefined);
  return next;
}

async function compareAndCount(challengeId: mongoose.Types.ObjectId): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = await MemberSignIn.findById(challengeId).select("attempts").lean();
    const attempts = row?.attempts ?? SIGN_IN_MAX_WRONG_CODES;
    if (!row || attempts >= SIGN_IN_MAX_WRONG_CODES) return SIGN_IN_MAX_WRONG_CODES;
    const result = await MemberSignIn.updateOne(
      { _id: challengeId, attempts },
      { $set: { attempts: attempts + 1 } },
    );
    if (result.modifiedCount === 1) return attempts + 1;
  }
  return SIGN_IN_MAX_WRONG_CODES;
}

const TOKEN_PATTERN = /^([a-f0-9]{24})\.([A-Za-z0-9_-]{43})$/;

/** The typed code or the link's token: the member signed in (created on first sign-in). */
export async function verifyMemberSignIn(
  input: MemberVerifyInput,
  now = new Date(),
): Promise<{ member: SessionMember; method: SignInMethod }> {
  await connectDb();
  if ("token" in input) {
    const match = TOKEN_PATTERN.exec(input.token);
    if (!match) throw invalid(EXPIRED_CODE_MESSAGE);
    const [, challengeId, secret] = match;
    const challenge = await MemberSignIn.findById(challengeId).lean<Challenge>();
    checkUsable(challenge, now);
    if (!sameHash(challenge.tokenHash, digest("token", challengeId!, secret!)))
      throw invalid(EXPIRED_CODE_MESSAGE);
    await consume(challenge, now);
    return { member: await signInMemberByEmail(challenge.email, now), method: "link" };
  }
  const challenge = await MemberSignIn.findOne({ email: input.email })
    .sort({ createdAt: -1 })
    .lean<Challenge>();
  checkUsable(challenge, now);
  if (!sameHash(challenge.codeHash, digest("code", String(challenge._id), input.code))) {
    const attempts = await countWrongCode(challenge._id);
    throw invalid(attempts >= SIGN_IN_MAX_WRONG_CODES ? TOO_MANY_CODES_MESSAGE : WRONG_CODE_MESSAGE);
  }
  await consume(challenge, now);
  return { member: await signInMemberByEmail(challenge.email, now), method: "code" };
}

export async function deleteMemberSignIns(email: string): Promise<void> {
  await connectDb();
  await MemberSignIn.deleteMany({ email });
}

/** Codes of addresses that never came back (the hourly `house.prune` task; no TTL index on FerretDB). */
export async function pruneExpiredSignIns(now = new Date()): Promise<number> {
  await connectDb();
  const { deletedCount } = await MemberSignIn.deleteMany({
    expiresAt: { $lt: new Date(now.getTime() - SIGN_IN_CODE_TTL_MS) },
  });
  return deletedCount;
}
