// The one authorisation matrix: every protected route × every way a token can be missing, broken,
// forged or stale (401) or of the wrong role (403). Add a row to PROTECTED_ROUTES (tests/helpers/protected-routes.ts) for each new protected route.
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { PROTECTED_ROUTES, type ProtectedRoute } from "../../helpers/protected-routes";
import { signInMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

type Credential = { name: string; headers: Record<string, string>; tokenInQuery?: boolean };

let admin: TestUser;
let profile: TestUser;
/** Every way a credential can be missing, broken or no longer valid: each must get 401. */
let credentials: Credential[];

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const deleted = await createStaffUser("admin");
  await User.deleteOne({ _id: deleted.id });
  const demoted = await createStaffUser("admin");
  await User.updateOne({ _id: demoted.id }, { $set: { role: "profile" } });
  const deactivated = await createStaffUser("admin");
  await User.updateOne({ _id: deactivated.id }, { $set: { active: false } });
  const revoked = await createStaffUser("admin");
  await User.updateOne({ _id: revoked.id }, { $set: { tokenVersion: 1 } });
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: admin.id, role: "admin", iat: now, exp: now + 600 };
  const [header, payload, signature] = admin.token.split(".");
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const none = base64url({ alg: "none", typ: "JWT" });
  credentials = [
    { name: "no token", headers: {} },
    { name: "empty bearer", headers: { Authorization: "Bearer " } },
    { name: "Basic scheme", headers: { Authorization: `Basic ${admin.token}` } },
    { name: "malformed", headers: bearer("this-is-not-a-jwt") },
    { name: "two segments", headers: bearer(`${header}.${payload}`) },
    {
      name: "wrong signature",
      headers: bearer(
        jwt.sign({ role: "admin" }, randomBytes(32).toString("hex"), {
          algorithm: "HS256",
          subject: admin.id,
          expiresIn: 600,
        }),
      ),
    },
    { name: "alg none", headers: bearer(`${none}.${base64url(claims)}.`) },
    {
      name: "alg none with the real signature",
      headers: bearer(`${none}.${base64url(claims)}.${signature}`),
    },
    {
      name: "tampered payload",
      headers: bearer(`${header}.${base64url({ ...claims, sub: profile.id })}.${signature}`),
    },
    {
      name: "HS512 with another key",
      headers: bearer(jwt.sign(claims, "x".repeat(64), { algorithm: "HS512" })),
    },
    { name: "expired", headers: bearer(expiredToken(admin.id, "admin")) },
    { name: "deleted user", headers: bearer(deleted.token) },
    { name: "changed role", headers: bearer(demoted.token) },
    { name: "deactivated user", headers: bearer(deactivated.token) },
    { name: "revoked token version", headers: bearer(revoked.token) },
    { name: "token in the query string only", headers: {}, tokenInQuery: true },
    // Members are not staff: a valid member session opens no staff route.
    { name: "member session cookie", headers: { Cookie: (await signInMember(baseUrl())).cookie } },
  ];
});

async function call(route: ProtectedRoute, token?: string, headers: Record<string, string> = {}) {
  return api(route.path, { method: route.method, token, headers });
}

function expectApiError(response: Awaited<ReturnType<typeof api>>, status: number) {
  expect(response.status).toBe(status);
  expect(response.json.success).toBe(false);
  expect(typeof response.json.message).toBe("string");
}

describe.each(PROTECTED_ROUTES)("$method $path ($access)", (route) => {
  it("401 for every missing, broken or stale credential", async () => {
    const answers: string[] = [];
    for (const credential of credentials) {
      const separator = route.path.includes("?") ? "&" : "?";
      const path = credential.tokenInQuery ? `${route.path}${separator}token=${admin.token}` : route.path;
      const response = await api(path, { method: route.method, headers: credential.headers });
      answers.push(`${credential.name}: ${response.status} ${response.json.success}`);
      expect(typeof response.json.message).toBe("string");
    }
    // A member cookie on a route its owners use: the sample item is not theirs to find (404).
    const expected = (name: string) =>
      route.memberOwner && name === "member session cookie" ? `${name}: 404 false` : `${name}: 401 false`;
    expect(answers).toEqual(credentials.map((credential) => expected(credential.name)));
  });

  if (route.access === "admin" || route.access === "role:admin") {
    it("403 for the profile role", async () => {
      expectApiError(await call(route, profile.token), 403);
    });
  }
  if (route.access === "role:profile") {
    it("403 for the admin role on a profile path", async () => {
      expectApiError(await call(route, admin.token), 403);
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
