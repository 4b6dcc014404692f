// The one authorisation matrix: every protected route × every way a token or staff cookie can be
// missing, broken, forged or stale (401), of the wrong role (403) or sent by another site's page
// (403), and the right role through both (Bearer and the HttpOnly staff cookie). Add a row to
// PROTECTED_ROUTES (tests/helpers/protected-routes.ts) for each new protected route.
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { PROTECTED_ROUTES, type ProtectedRoute } from "../../helpers/protected-routes";
import { signInMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

const STAFF_COOKIE = "hrp_staff";
const staffCookie = (token: string) => ({ Cookie: `${STAFF_COOKIE}=${token}` });
const FOREIGN_ORIGIN = "https://attacker.example";

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
    { name: "garbage staff cookie", headers: staffCookie("this-is-not-a-jwt") },
    { name: "expired token in the staff cookie", headers: staffCookie(expiredToken(admin.id, "admin")) },
    { name: "revoked token in the staff cookie", headers: staffCookie(revoked.token) },
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
      // A member cookie on a route its owners use passes the auth check (then the empty body or the
      // unknown sample item is refused).
      const passed = route.memberOwner && credential.name === "member session cookie";
      const status = passed && ![401, 403].includes(response.status) ? "through" : response.status;
      answers.push(`${credential.name}: ${status} ${response.json.success}`);
      expect(typeof response.json.message).toBe("string");
    }
    const expected = (name: string) =>
      route.memberOwner && name === "member session cookie" ? `${name}: through false` : `${name}: 401 false`;
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

  const rightToken = () => (route.access === "role:profile" ? profile.token : admin.token);
  /** Only the status: some allowed answers are CSV or tar.gz. */
  async function statusOf(headers: Record<string, string>): Promise<number> {
    const response = await appFetch(`${baseUrl()}${route.path}`, {
      method: route.method,
      headers,
      signal: AbortSignal.timeout(20000),
    });
    await response.body?.cancel();
    return response.status;
  }

  it("lets the right role through the auth check, by Bearer token and by staff cookie", async () => {
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const sameSite: Record<string, string> = route.method === "GET" ? {} : { Origin: baseUrl() };
    const answers = {
      bearer: await statusOf(bearer(rightToken())),
      cookie: await statusOf({ ...staffCookie(rightToken()), ...sameSite }),
      ...(route.access === "staff" ? { profileBearer: await statusOf(bearer(profile.token)) } : {}),
    };
    for (const status of Object.values(answers)) expect([401, 403]).not.toContain(status);
  });

  if (route.method !== "GET") {
    it("403 for the staff cookie on a write from another site", async () => {
      const response = await api(route.path, {
        method: route.method,
        headers: { ...staffCookie(rightToken()), Origin: FOREIGN_ORIGIN },
      });
      expectApiError(response, 403);
      const withoutOrigin = await api(route.path, {
        method: route.method,
        headers: { ...staffCookie(rightToken()), "Sec-Fetch-Site": "cross-site" },
      });
      expectApiError(withoutOrigin, 403);
    });
  }
});

describe("role path segment", () => {
  it("404 for a role that does not exist", async () => {
    const response = await api("/api/superuser/dashboard", { token: admin.token });
    expect(response.status).toBe(404);
    expect(response.json.success).toBe(false);
  });
});
