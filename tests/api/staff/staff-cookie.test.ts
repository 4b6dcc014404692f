// The browser back-office's staff session: login sets the token as an HttpOnly, SameSite cookie
// (and still answers it in JSON for API clients); the cookie opens staff reads, its writes must come
// from our own pages, Bearer works as before, sign-out clears it, and it never counts as a member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { expectApiError, removeMembers } from "../../helpers/member-api";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const STAFF_COOKIE = "hrp_staff";
const FOREIGN_ORIGIN = "https://attacker.example";

let admin: TestUser;
let member: TestMember;
/** The staff cookie a real login set, as a Cookie header. */
let cookie: string;
let setCookie: string;
let login: { token: string; role: string; expiresIn: number };

/** The attributes of a Set-Cookie value, lower-cased names. */
function attributes(value: string): Map<string, string> {
  const [, ...parts] = value.split(";");
  return new Map(
    parts.map((part) => {
      const [name = "", ...rest] = part.trim().split("=");
      return [name.toLowerCase(), rest.join("=")];
    }),
  );
}

function staffSetCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((value) => value.startsWith(`${STAFF_COOKIE}=`));
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  member = await signInMember(baseUrl(), memberEmail("staff-cookie"));
  const response = await api<typeof login>("/api/profile/login", {
    body: { email: admin.email, password: admin.password },
  });
  expect(response.status).toBe(200);
  login = response.json;
  setCookie = staffSetCookie(response.headers) ?? "";
  cookie = setCookie.split(";")[0]!;
});

afterAll(async () => {
  await User.deleteOne({ _id: admin.id });
  await removeMembers([member.email]);
});

describe("POST /api/profile/login", () => {
  it("answers the token in JSON and sets the same token as an HttpOnly, SameSite=Strict cookie", () => {
    expect(login).toMatchObject({ success: true, role: "admin", expiresIn: expect.any(Number) });
    expect(cookie).toBe(`${STAFF_COOKIE}=${login.token}`);
    const flags = attributes(setCookie);
    expect(flags.has("httponly")).toBe(true);
    expect(flags.get("samesite")).toBe("Strict");
    expect(flags.get("path")).toBe("/");
    expect(flags.get("max-age")).toBe(String(login.expiresIn));
    // Secure follows the site's scheme: the test site is plain http.
    expect(flags.has("secure")).toBe(baseUrl().startsWith("https:"));
  });

  it("sets no cookie when the password is wrong", async () => {
    const response = await api("/api/profile/login", {
      body: { email: admin.email, password: "wrong-pw-123" },
    });
    expectApiError(response, 401);
    expect(staffSetCookie(response.headers)).toBeUndefined();
  });
});

describe("the staff cookie", () => {
  it("opens staff reads on its own", async () => {
    const response = await api("/api/admin/dashboard", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
  });

  it("refuses a write from another origin, or a cross-site write without an Origin, with 403", async () => {
    const crossSite: Array<Record<string, string>> = [
      { Origin: FOREIGN_ORIGIN },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await api("/api/profile/add-feed", {
        body: { url: "https://attacker.example/feed.xml" },
        headers: { Cookie: cookie, ...headers },
      });
      expectApiError(response, 403);
    }
  });

  it("lets a write from our own pages through to the body check", async () => {
    const response = await api("/api/profile/add-feed", {
      body: {},
      headers: { Cookie: cookie, Origin: baseUrl(), "Sec-Fetch-Site": "same-origin" },
    });
    expectApiError(response, 400);
  });

  it("is not a member session: member routes answer 403", async () => {
    expectApiError(await api("/api/members/me", { headers: { Cookie: cookie } }), 403);
  });

  it("does not stand in for a broken Bearer token (the Authorization header decides)", async () => {
    const response = await api("/api/admin/dashboard", {
      headers: { Cookie: cookie, Authorization: "Bearer not-a-jwt" },
    });
    expectApiError(response, 401);
  });
});

describe("Bearer tokens", () => {
  it("work as before, for reads and for writes from any origin (API clients)", async () => {
    const read = await api("/api/admin/dashboard", { token: login.token });
    expect(read.status).toBe(200);
    const write = await api("/api/profile/add-feed", {
      token: login.token,
      body: {},
      headers: { Origin: FOREIGN_ORIGIN },
    });
    expectApiError(write, 400);
  });
});

describe("a member session", () => {
  it("opens no staff route", async () => {
    expectApiError(await api("/api/admin/dashboard", { headers: { Cookie: member.cookie } }), 401);
  });
});

describe("POST /api/profile/change-password", () => {
  it("moves the cookie to the new token (the old one is revoked)", async () => {
    const newPassword = `new-pw-${Date.now()}`;
    const response = await api<{ token: string }>("/api/profile/change-password", {
      body: { currentPassword: admin.password, newPassword },
      headers: { Cookie: cookie, Origin: baseUrl() },
    });
    expect(response.status).toBe(200);
    expect(staffSetCookie(response.headers)?.split(";")[0]).toBe(`${STAFF_COOKIE}=${response.json.token}`);
    expectApiError(await api("/api/admin/dashboard", { headers: { Cookie: cookie } }), 401);
    const renewed = await api("/api/admin/dashboard", {
      headers: { Cookie: `${STAFF_COOKIE}=${response.json.token}` },
    });
    expect(response.json.success).toBe(true);
    expect(renewed.status).toBe(200);
  });
});

describe("POST /api/profile/logout", () => {
  it("clears the cookie", async () => {
    const response = await api("/api/profile/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    const cleared = staffSetCookie(response.headers) ?? "";
    expect(cleared.split(";")[0]).toBe(`${STAFF_COOKIE}=`);
    expect(attributes(cleared).get("max-age")).toBe("0");
    expect(attributes(cleared).has("httponly")).toBe(true);
  });

  it("refuses a sign-out started by another site", async () => {
    const response = await api("/api/profile/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: FOREIGN_ORIGIN },
    });
    expectApiError(response, 403);
  });
});
