// The 401/403 matrix: every protected route × every way a token can be missing, broken or
// wrong. Add a row to PROTECTED_ROUTES (tests/helpers/protected-routes.ts) for each new protected route.
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { createStaffUser, expiredToken, type TestUser } from "../helpers/auth";
import { connectAroundFile } from "../helpers/db-hooks";
import { PROTECTED_ROUTES, type ProtectedRoute } from "../helpers/protected-routes";
import { api } from "../helpers/server";

connectAroundFile();

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

type Tokens = Record<"malformed" | "wrongSignature" | "algNone" | "expired" | "deletedUser" | "changedRole", string>;

let admin: TestUser;
let profile: TestUser;
let tokens: Tokens;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const deleted = await createStaffUser("admin");
  await User.deleteOne({ _id: deleted.id });
  const demoted = await createStaffUser("admin");
  await User.updateOne({ _id: demoted.id }, { $set: { role: "profile" } });
  const now = Math.floor(Date.now() / 1000);
  tokens = {
    malformed: "this-is-not-a-jwt",
    wrongSignature: jwt.sign({ role: "admin" }, randomBytes(32).toString("hex"), {
      algorithm: "HS256",
      subject: admin.id,
      expiresIn: 600,
    }),
    algNone: `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: admin.id, role: "admin", iat: now, exp: now + 600 })}.`,
    expired: expiredToken(admin.id, "admin"),
    deletedUser: deleted.token,
    changedRole: demoted.token,
  };
});

afterAll(async () => {
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
});

async function call(route: ProtectedRoute, token?: string, headers: Record<string, string> = {}) {
  return api(route.path, { method: route.method, token, headers });
}

function expectJsonError(response: Awaited<ReturnType<typeof api>>, status: number) {
  expect(response.status).toBe(status);
  expect(response.json.success).toBe(false);
  expect(typeof response.json.message).toBe("string");
}

describe.each(PROTECTED_ROUTES)("$method $path ($access)", (route) => {
  it("401 without a token", async () => {
    expectJsonError(await call(route), 401);
  });

  it("401 with a non-Bearer authorization header", async () => {
    expectJsonError(await call(route, undefined, { Authorization: `Basic ${admin.token}` }), 401);
  });

  it.each(["malformed", "wrongSignature", "algNone", "expired", "deletedUser", "changedRole"] as const)(
    "401 with a %s token",
    async (kind) => {
      expectJsonError(await call(route, tokens[kind]), 401);
    },
  );

  if (route.access === "admin" || route.access === "role:admin") {
    it("403 for the profile role", async () => {
      expectJsonError(await call(route, profile.token), 403);
    });
  }
  if (route.access === "role:profile") {
    it("403 for the admin role on a profile path", async () => {
      expectJsonError(await call(route, admin.token), 403);
    });
  }

  it.skipIf(route.deniedOnly)("lets the right role through the auth check", async () => {
    const token = route.access === "role:profile" ? profile.token : admin.token;
    const response = await call(route, token);
    expect([401, 403]).not.toContain(response.status);
    if (route.access === "staff") expect([401, 403]).not.toContain((await call(route, profile.token)).status);
  });
});

describe("role path segment", () => {
  it("404 for a role that does not exist", async () => {
    const response = await api("/api/superuser/dashboard", { token: admin.token });
    expect(response.status).toBe(404);
    expect(response.json.success).toBe(false);
  });
});
