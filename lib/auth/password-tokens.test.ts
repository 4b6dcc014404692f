import { describe, expect, it } from "vitest";
import { hashTokenSecret, newPasswordToken, parsePasswordToken, sameTokenHash } from "./password-tokens";

const USER = "0123456789abcdef01234567";

describe("password link tokens", () => {
  it("carry the user id and store only the secret's hash", () => {
    const { token, hash } = newPasswordToken(USER);
    expect(token.startsWith(`${USER}.`)).toBe(true);
    expect(token).not.toContain(hash);
    expect(parsePasswordToken(token)).toEqual({ userId: USER, hash });
    expect(hash).toBe(hashTokenSecret(token.split(".")[1]!));
  });

  it("are fresh each time", () => {
    expect(newPasswordToken(USER).token).not.toBe(newPasswordToken(USER).token);
  });

  it.each([
    "",
    "garbage",
    `${USER}`,
    `${USER}.short`,
    `nothex${USER.slice(6)}.${"a".repeat(43)}`,
    `${USER}.${"a".repeat(43)}!`,
  ])("rejects %j", (token) => {
    expect(parsePasswordToken(token)).toBeNull();
  });

  it("compares hashes of any length safely", () => {
    expect(sameTokenHash("abc", "abc")).toBe(true);
    expect(sameTokenHash("abc", "abd")).toBe(false);
    expect(sameTokenHash("abc", "abcd")).toBe(false);
  });
});
