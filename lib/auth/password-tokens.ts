// Invitation and password-reset links: `{user id}.{random}`; only the sha256 of the random half is
// stored on the user (replaced by each new link); the mail log keeps the text only until it is sent.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const TOKEN_PATTERN = /^([a-f0-9]{24})\.([A-Za-z0-9_-]{20,100})$/;

export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export type PasswordTokenPurpose = "invite" | "reset";

export function hashTokenSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function newPasswordToken(userId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${userId}.${secret}`, hash: hashTokenSecret(secret) };
}

/** The user id and the hash to look for, or null when the text is not one of our tokens. */
export function parsePasswordToken(token: string): { userId: string; hash: string } | null {
  const match = TOKEN_PATTERN.exec(token.trim());
  return match ? { userId: match[1]!, hash: hashTokenSecret(match[2]!) } : null;
}

export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
