// Every token and keyed hash the site mails or checks: random single-use link tokens (only their
// hash is stored), HMAC-signed link tokens, and their expiry. The per-purpose keys are derived here,
// and only here, from JWT_SECRET and the purpose's name.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

/**
 * The purposes and the key prefix each is signed with. The prefixes are the ones links already in
 * inboxes were signed with: renaming one breaks those links.
 */
const PURPOSE_PREFIX = {
  newsletterUnsubscribe: "newsletter-unsubscribe",
  jobAlertUnsubscribe: "newsletter-unsubscribe:job-alert",
  replyUnsubscribe: "newsletter-unsubscribe:comment-replies",
  eventMails: "event-mails",
  memberSignIn: "member-sign-in",
  linkedinFlow: "linkedin-flow",
  jobViews: "job-views",
  eventCheckIn: "event-check-in",
} as const;

export type TokenPurpose = keyof typeof PURPOSE_PREFIX;

export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ID = "[a-f0-9]{24}";
const SECRET = "[A-Za-z0-9_-]{20,100}";
/** `{id}.{secret}`, or `{id}.{id}.{signature}` for a token naming two records. */
const TOKEN_PATTERN = new RegExp(`^(${ID}(?:\\.${ID})?)\\.(${SECRET})$`);

function purposeKey(purpose: TokenPurpose, rootSecret: string): string {
  return `${PURPOSE_PREFIX[purpose]}:${rootSecret}`;
}

/** An HMAC of `data` under the purpose's key (base64url unless told). */
export function keyedHash(
  purpose: TokenPurpose,
  data: string,
  options: { encoding?: "hex" | "base64url"; rootSecret?: string } = {},
): string {
  const key = purposeKey(purpose, options.rootSecret ?? getEnv().JWT_SECRET);
  return createHmac("sha256", key)
    .update(data, "utf8")
    .digest(options.encoding ?? "base64url");
}

/** Constant-time comparison of two hashes or signatures. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

function splitToken(token: string): { subject: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token.trim());
  return match ? { subject: match[1]!, secret: match[2]! } : null;
}

/**
 * A link token for `subject` (a record id, or two joined by a dot) that needs nothing stored: every
 * link signed for it keeps working. `rootSecret` only for tests that sign as the server does.
 */
export function signToken(purpose: TokenPurpose, subject: string, rootSecret?: string): string {
  return `${subject}.${signature(purpose, subject, rootSecret)}`;
}

// Over the ids joined by ":", as the first two-id links were signed.
function signature(purpose: TokenPurpose, subject: string, rootSecret?: string): string {
  return keyedHash(purpose, subject.replaceAll(".", ":"), { rootSecret });
}

/** The subject a signed token was issued for, or null when we did not issue it for this purpose. */
export function verifyToken(purpose: TokenPurpose, token: string, rootSecret?: string): string | null {
  const parsed = splitToken(token);
  if (!parsed) return null;
  return sameHash(parsed.secret, signature(purpose, parsed.subject, rootSecret)) ? parsed.subject : null;
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** A fresh single-use token for the record and the hash to store (each new one replaces the last). */
export function newSecretToken(id: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${id}.${secret}`, hash: hashSecret(secret) };
}

/** The record id and the hash to look for, or null when the text is not one of our tokens. */
export function parseSecretToken(token: string): { id: string; hash: string } | null {
  const parsed = splitToken(token);
  if (!parsed || parsed.subject.includes(".")) return null;
  return { id: parsed.subject, hash: hashSecret(parsed.secret) };
}

/** When a token issued now for `ttlMs` expires. */
export function expiryFrom(ttlMs: number, now = new Date()): Date {
  return new Date(now.getTime() + ttlMs);
}

/** Whether a stored expiry has passed (a missing one counts as passed). */
export function hasExpired(expiresAt: Date | null | undefined, now = new Date()): boolean {
  return !expiresAt || expiresAt.getTime() <= now.getTime();
}
