// Content API keys: `hrp_` + 32 random bytes (base64url). Only the SHA-256 is stored, so a leaked
// database gives no usable key; the prefix shown in the back-office is the key's first characters.
import { createHash, randomBytes } from "node:crypto";

export const API_KEY_MARK = "hrp_";
const PREFIX_LENGTH = API_KEY_MARK.length + 8;
const KEY_PATTERN = /^hrp_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_MARK}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Whether a presented credential has the shape of an API key (a staff JWT never does). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
