// Newsletter link tokens. Confirmation: `{subscriber id}.{random}`, only the sha256 of the random
// half is stored, it expires and is replaced by each new confirmation mail. Unsubscribe:
// `{subscriber id}.{HMAC}` under a key derived from JWT_SECRET, so every past mail's link keeps working.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const TOKEN_PATTERN = /^([a-f0-9]{24})\.([A-Za-z0-9_-]{20,100})$/;

export type ParsedToken = { subscriberId: string; secret: string };

export function parseToken(token: string): ParsedToken | null {
  const match = TOKEN_PATTERN.exec(token.trim());
  return match ? { subscriberId: match[1]!, secret: match[2]! } : null;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** A fresh confirmation token for the subscriber and the hash to store. */
export function newConfirmToken(subscriberId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${subscriberId}.${secret}`, hash: hashSecret(secret) };
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

function unsubscribeSignature(subscriberId: string, key: string): string {
  return createHmac("sha256", `newsletter-unsubscribe:${key}`).update(subscriberId).digest("base64url");
}

export function unsubscribeToken(subscriberId: string, key: string): string {
  return `${subscriberId}.${unsubscribeSignature(subscriberId, key)}`;
}

/** The subscriber id an unsubscribe token was issued for, or null when it was not issued by us. */
export function verifyUnsubscribeToken(token: string, key: string): string | null {
  const parsed = parseToken(token);
  if (!parsed) return null;
  return sameHash(parsed.secret, unsubscribeSignature(parsed.subscriberId, key)) ? parsed.subscriberId : null;
}
