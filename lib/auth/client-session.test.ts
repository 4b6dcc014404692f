import { describe, expect, it } from "vitest";
import { isSessionExpired, parseSession } from "./client-session";

const snapshot = (token: string, role: string, expiry: string) => [token, role, expiry].join("\n");

describe("parseSession", () => {
  it("reads token, role and expiry", () => {
    expect(parseSession(snapshot("abc", "admin", "1700000000000"))).toEqual({
      token: "abc",
      role: "admin",
      expiresAt: 1700000000000,
    });
    expect(parseSession(snapshot("abc", "profile", "5"))?.role).toBe("profile");
  });

  it.each([
    ["no token", snapshot("", "admin", "1")],
    ["an unknown role", snapshot("abc", "superuser", "1")],
    ["no role", snapshot("abc", "", "1")],
    ["nothing stored", ""],
  ])("is null with %s", (_name, value) => {
    expect(parseSession(value)).toBeNull();
  });

  it("treats a missing or unreadable expiry as never expiring on the client (the server still checks the token)", () => {
    expect(parseSession(snapshot("abc", "admin", ""))?.expiresAt).toBe(Number.POSITIVE_INFINITY);
    expect(parseSession(snapshot("abc", "admin", "soon"))?.expiresAt).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("isSessionExpired", () => {
  it("expires at the stored instant", () => {
    const session = { token: "t", role: "admin" as const, expiresAt: 1000 };
    expect(isSessionExpired(session, 999)).toBe(false);
    expect(isSessionExpired(session, 1000)).toBe(true);
    expect(isSessionExpired(session, 5000)).toBe(true);
  });
});
