import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  expiryFrom,
  hasExpired,
  keyedHash,
  newSecretToken,
  parseSecretToken,
  sameHash,
  signToken,
  verifyToken,
} from "./signed-tokens";

const ID = "0123456789abcdef01234567";
const OTHER = "f".repeat(24);
const ROOT = "k".repeat(40);

describe("single-use secret tokens", () => {
  it("carry the record id and store only the secret's hash", () => {
    const { token, hash } = newSecretToken(ID);
    expect(token.startsWith(`${ID}.`)).toBe(true);
    expect(token).not.toContain(hash);
    expect(parseSecretToken(token)).toEqual({ id: ID, hash });
    expect(token.split(".")[1]!.length).toBeGreaterThanOrEqual(43);
  });

  it("are fresh each time", () => {
    expect(newSecretToken(ID).token).not.toBe(newSecretToken(ID).token);
  });

  it.each([
    "",
    "garbage",
    `${ID}`,
    `${ID}.short`,
    `nothex${ID.slice(6)}.${"a".repeat(43)}`,
    `${ID}.${"a".repeat(43)}!`,
    `${ID}.${OTHER}.${"a".repeat(43)}`,
  ])("rejects %j", (token) => {
    expect(parseSecretToken(token)).toBeNull();
  });
});

describe("signed tokens", () => {
  it("verify only for the purpose and root secret they were signed with", () => {
    const token = signToken("newsletterUnsubscribe", ID, ROOT);
    expect(verifyToken("newsletterUnsubscribe", token, ROOT)).toBe(ID);
    expect(verifyToken("jobAlertUnsubscribe", token, ROOT)).toBeNull();
    expect(verifyToken("newsletterUnsubscribe", token, "other".repeat(10))).toBeNull();
  });

  it("cannot be moved to another record or tampered with", () => {
    const token = signToken("replyUnsubscribe", ID, ROOT);
    const signature = token.split(".")[1]!;
    expect(verifyToken("replyUnsubscribe", `${OTHER}.${signature}`, ROOT)).toBeNull();
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(verifyToken("replyUnsubscribe", flipped, ROOT)).toBeNull();
  });

  it("name two records when asked", () => {
    const token = signToken("eventMails", `${ID}.${OTHER}`, ROOT);
    expect(verifyToken("eventMails", token, ROOT)).toBe(`${ID}.${OTHER}`);
    expect(verifyToken("eventMails", `${OTHER}.${ID}.${token.split(".")[2]}`, ROOT)).toBeNull();
  });

  it("keep the signatures of links already mailed", () => {
    const legacy = (key: string, data: string) => createHmac("sha256", key).update(data).digest("base64url");
    expect(signToken("newsletterUnsubscribe", ID, ROOT)).toBe(
      `${ID}.${legacy(`newsletter-unsubscribe:${ROOT}`, ID)}`,
    );
    expect(signToken("jobAlertUnsubscribe", ID, ROOT)).toBe(
      `${ID}.${legacy(`newsletter-unsubscribe:job-alert:${ROOT}`, ID)}`,
    );
    expect(signToken("eventMails", `${ID}.${OTHER}`, ROOT)).toBe(
      `${ID}.${OTHER}.${legacy(`event-mails:${ROOT}`, `${ID}:${OTHER}`)}`,
    );
  });

  it("are not secret tokens: a random secret never verifies", () => {
    expect(verifyToken("newsletterUnsubscribe", newSecretToken(ID).token, ROOT)).toBeNull();
  });

  it("hash with a key per purpose", () => {
    const one = keyedHash("jobViews", "data", { rootSecret: ROOT });
    expect(keyedHash("memberSignIn", "data", { rootSecret: ROOT })).not.toBe(one);
    expect(keyedHash("jobViews", "data", { rootSecret: ROOT, encoding: "hex" })).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe("comparison and expiry", () => {
  it("compares hashes of any length safely", () => {
    expect(sameHash("abc", "abc")).toBe(true);
    expect(sameHash("abc", "abd")).toBe(false);
    expect(sameHash("abc", "abcd")).toBe(false);
  });

  it("expires at the end of the time to live; a missing expiry has passed", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const expiresAt = expiryFrom(60_000, now);
    expect(hasExpired(expiresAt, new Date(now.getTime() + 59_999))).toBe(false);
    expect(hasExpired(expiresAt, new Date(now.getTime() + 60_000))).toBe(true);
    expect(hasExpired(null, now)).toBe(true);
  });
});
