// Every scheduler route (`route({ auth: "cron" })`, found in app/api/cron) refuses every credential
// but `Bearer <CRON_SECRET>`: none, a wrong secret, another scheme, a staff token, a member cookie.
// (With CRON_SECRET unset they answer 503: tests/api/import-export/feeds.test.ts.)
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const CRON_ROUTES = readdirSync(path.join(process.cwd(), "app/api/cron"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `/api/cron/${entry.name}`);

let admin: TestUser;
let member: TestMember;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  member = await signInMember(baseUrl());
});

describe("cron routes", () => {
  it("are all found", () => {
    expect(CRON_ROUTES).toEqual(expect.arrayContaining(["/api/cron/publish", "/api/cron/rss-import"]));
  });

  const credentials: Array<[string, () => Record<string, string>]> = [
    ["no credential", () => ({})],
    ["a wrong secret", () => ({ Authorization: `Bearer ${process.env.CRON_SECRET}x` })],
    ["the secret under another scheme", () => ({ Authorization: `Basic ${process.env.CRON_SECRET}` })],
    ["an admin token", () => ({ Authorization: `Bearer ${admin.token}` })],
    ["a member cookie", () => ({ Cookie: member.cookie })],
  ];

  it.each(credentials)("answer 401 with WWW-Authenticate to %s", async (_name, headers) => {
    for (const route of CRON_ROUTES) {
      for (const method of ["GET", "POST"]) {
        const response = await api(route, { method, headers: headers() });
        expect({ route, method, status: response.status }).toEqual({ route, method, status: 401 });
        expect(response.json).toEqual({ success: false, message: "Invalid or missing cron secret" });
        expect(response.headers.get("www-authenticate")).toBe("Bearer");
      }
    }
  });
});
