import { describe, expect, it } from "vitest";
import {
  hashSecret,
  newConfirmToken,
  parseToken,
  sameHash,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from "./tokens";

const ID = "0123456789abcdef01234567";
const KEY = "k".repeat(40);

describe("confirmation tokens", () => {
  it("carry the subscriber id and a random secret whose hash is stored", () => {
    const { token, hash } = newConfirmToken(ID);
    const parsed = parseToken(token);
    expect(parsed?.subscriberId).toBe(ID);
    expect(sameHash(hashSecret(parsed!.secret), hash)).toBe(true);
    expect(newConfirmToken(ID).token).not.toBe(token);
    expect(parsed!.secret.length).toBeGreaterThanOrEqual(43);
  });

  it.each([
    "",
    "abc",
    `${ID}`,
    `${ID}.short`,
    `nothex${ID.slice(6)}.${"a".repeat(43)}`,
    `${ID}.${"a".repeat(43)}!`,
  ])("rejects the malformed token %j", (token) => {
    expect(parseToken(token)).toBeNull();
  });
});

describe("unsubscribe tokens", () => {
  it("verify only with the key they were signed with", () => {
    const token = unsubscribeToken(ID, KEY);
    expect(verifyUnsubscribeToken(token, KEY)).toBe(ID);
    expect(verifyUnsubscribeToken(token, "other".repeat(10))).toBeNull();
  });

  it("cannot be moved to another subscriber or tampered with", () => {
    const token = unsubscribeToken(ID, KEY);
    const signature = token.split(".")[1]!;
    expect(verifyUnsubscribeToken(`${"f".repeat(24)}.${signature}`, KEY)).toBeNull();
    expect(verifyUnsubscribeToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, KEY)).toBeNull();
  });

  it("are not confirmation tokens: a confirmation hash never equals the unsubscribe signature", () => {
    const { token } = newConfirmToken(ID);
    expect(verifyUnsubscribeToken(token, KEY)).toBeNull();
  });
});
