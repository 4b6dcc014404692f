// Adversarial authorisation matrix: every protected route × every broken or wrong credential →
// 401/403 JSON, never 200. Prints the number of cases.
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { createStaffUser, expiredToken, type TestUser } from "../helpers/auth";
import { connectAroundFile } from "../helpers/db-hooks";
import { PROTECTED_ROUTES, type ProtectedRoute } from "../helpers/protected-routes";
import { api } from "../helpers/server";

connectAroundFile();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

let admin: TestUser;
let profile: TestUser;
const cleanup: string[] = [];
let credentials: Array<{ name: string; headers: Record<string, string> }>;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const deleted = await createStaffUser("admin");
  await User.deleteOne({ _id: deleted.id });
  const demoted = await createStaffUser("admin");
  await User.updateOne({ _id: demoted.id }, { $set: { role: "profile" } });
  cleanup.push(admin.id, profile.id, demoted.id);
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: admin.id, role: "admin", iat: now, exp: now + 600 };
  const [header, payload, signature] = admin.token.split(".");
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  credentials = [
    { name: "no token", headers: {} },
    { name: "empty bearer", headers: { Authorization: "Bearer " } },
    { name: "basic scheme", headers: { Authorization: `Basic ${admin.token}` } },
    { name: "malformed", headers: bearer("this-is-not-a-jwt") },
    { name: "two segments", headers: bearer(`${header}.${payload}`) },
    { name: "wrong signature", headers: bearer(jwt.sign({ role: "admin" }, randomBytes(32).toString("hex"), { subject: admin.id, expiresIn: 600 })) },
    { name: "alg none", headers: bearer(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`) },
    { name: "alg none with the real signature", headers: bearer(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.${signature}`) },
    { name: "tampered role", headers: bearer(`${header}.${b64({ ...claims, role: "admin", sub: profile.id })}.${signature}`) },
    { name: "HS512 with another key", headers: bearer(jwt.sign(claims, "x".repeat(64), { algorithm: "HS512" })) },
    { name: "expired", headers: bearer(expiredToken(admin.id, "admin")) },
    { name: "deleted user", headers: bearer(deleted.token) },
    { name: "changed role", headers: bearer(demoted.token) },
    { name: "token in query only", headers: {} },
  ];
});

afterAll(async () => {
  await User.deleteMany({ _id: { $in: cleanup } });
});

function wrongRoleToken(route: ProtectedRoute): string | undefined {
  if (route.access === "admin" || route.access === "role:admin") return profile.token;
  if (route.access === "role:profile") return admin.token;
  return undefined;
}

describe("authorisation matrix", () => {
  it("denies every broken credential and every wrong role on every protected route", async () => {
    let cases = 0;
    const failures: string[] = [];
    for (const route of PROTECTED_ROUTES) {
      for (const credential of credentials) {
        const path = credential.name === "token in query only" ? `${route.path}${route.path.includes("?") ? "&" : "?"}token=${admin.token}` : route.path;
        const response = await api(path, { method: route.method, headers: credential.headers });
        cases++;
        if (response.status !== 401 || response.json.success !== false) failures.push(`${route.method} ${route.path} / ${credential.name}: ${response.status}`);
      }
      const wrong = wrongRoleToken(route);
      if (wrong) {
        const response = await api(route.path, { method: route.method, token: wrong });
        cases++;
        if (response.status !== 403 || response.json.success !== false) failures.push(`${route.method} ${route.path} / wrong role: ${response.status}`);
      }
    }
    console.log(`authorisation matrix: ${cases} cases over ${PROTECTED_ROUTES.length} protected routes`);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(PROTECTED_ROUTES.length * credentials.length);
  });
});
