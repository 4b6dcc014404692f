import { describe, expect, it } from "vitest";
import { isSessionExpired, parseSession } from "./client-session";

const snapshot = (role: string, expiry: string) => [role, expiry].join("\n");

describe("parseSession", () => {
  it("reads role and expiry", () => {
    expect(parseSession(snapshot("admin", "1700000000000"))).toEqual({
      role: "admin",
      expiresAt: 1700000000000,
    });
    expect(parseSession(snapshot("profile", "5"))?.role).toBe("profile");
  });

  it.each([
    ["an unknown role", snapshot("superuser", "1")],
    ["no role", snapshot("", "1")],
    ["nothing stored", ""],
  ])("is null with %s", (_name, value) => {
    expect(parseSession(value)).toBeNull();
  });

  it("treats a missing or unreadable expiry as never expiring on the client (the server still checks the cookie)", () => {
    expect(parseSession(snapshot("admin", ""))?.expiresAt).toBe(Number.POSITIVE_INFINITY);
    expect(parseSession(snapshot("admin", "soon"))?.expiresAt).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("isSessionExpired", () => {
  it("expires at the stored instant", () => {
    const session = { role: "admin" as const, expiresAt: 1000 };
    expect(isSessionExpired(session, 999)).toBe(false);
    expect(isSessionExpired(session, 1000)).toBe(true);
    expect(isSessionExpired(session, 5000)).toBe(true);
  });
});
