// Per-IP rate limits on a server with small limits (RATE_LIMIT_SCALE=0.2): every limited route
// answers 429 with Retry-After past its limit, another client IP is unaffected, and without
// TRUST_PROXY a forged X-Forwarded-For cannot buy a fresh allowance.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, scaledLimit, type RateLimitName } from "@/lib/rate-limit/limits";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { appFetch } from "../../helpers/cache-log";
import { forgetMemberMails, memberEmail, signInMember } from "../../helpers/members";

const SCALE = 0.2;
const ID = "0123456789abcdef01234567";

type Call = { path: string; init: () => RequestInit };

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Every limit counted by the API pipeline (the search pages are limited by the proxy: proxy-stack.test.ts). */
type ApiLimit = Exclude<RateLimitName, "searchPage" | PerSubjectLimit>;
/** Limits keyed by an e-mail address, an account or an API key rather than the client (tested
 * below; contentApi in tests/api/import-export/content-api.test.ts). */
type PerSubjectLimit =
  | "forgotPasswordAddress"
  | "passwordLinkAccount"
  | "changePasswordAccount"
  | "contentApi"
  // Never answers 429: past it, no mail is sent (tests/api/members/members-sign-in.test.ts).
  | "memberSignInAddress"
  // Never answers 429: past it the route quietly does nothing (the data layer also mails at most one
  // confirmation an hour: tests/api/members/subscribe.test.ts).
  | "subscribeAddress"
  // Per member: below.
  | "attendanceCode";

const CALLS: Record<ApiLimit, Call> = {
  login: {
    path: "/api/profile/login",
    init: () => json({ email: "nobody@example.test", password: "wrong-password" }),
  },
  register: {
    path: "/api/profile/register",
    init: () => json({ name: "x", email: "x@example.test", password: "short" }),
  },
  comment: { path: "/api/blog/add-comment", init: () => json({ blog: ID, name: "Rate", content: "limit" }) },
  commentFlag: { path: `/api/comments/${ID}/flag`, init: () => json({ reason: "spam" }) },
  commentLike: { path: `/api/comments/${ID}/like`, init: () => json({}) },
  subscribe: { path: "/api/blog/subscribe", init: () => json({ email: "not-an-email" }) },
  createEvent: { path: "/api/event/create-event", init: () => json({ title: "" }) },
  createJob: { path: "/api/job/create-job", init: () => ({ method: "POST", body: new FormData() }) },
  jobAlert: { path: "/api/job/alerts", init: () => json({ email: "not-an-email", frequency: "daily" }) },
  ai: { path: "/api/blog/generate", init: () => json({ title: "x" }) },
  publicRead: { path: "/api/job/all", init: () => ({}) },
  imageRead: { path: `/api/images/${ID}`, init: () => ({}) },
  // A new unknown address each time: only the client's count grows.
  forgotPassword: {
    path: "/api/profile/forgot-password",
    init: () => json({ email: `rl-${randomBytes(6).toString("hex")}@example.test` }),
  },
  passwordLink: {
    path: "/api/profile/reset-password",
    init: () => json({ token: "not-a-token", password: "long-enough-1" }),
  },
  changePassword: { path: "/api/profile/change-password", init: () => json({}) },
  memberSignIn: { path: "/api/members/sign-in", init: () => json({ email: "not-an-email" }) },
  memberVerify: { path: "/api/members/verify", init: () => json({ token: "not-a-token" }) },
  eventRegistration: {
    path: "/api/events/registrations/confirm",
    init: () => json({ token: "not-a-token" }),
  },
};

let trusted: AppServer;
let direct: AppServer;

beforeAll(async () => {
  [trusted, direct] = await Promise.all([
    startAppServer({ RATE_LIMIT_SCALE: String(SCALE), TRUST_PROXY: "true" }),
    startAppServer({ RATE_LIMIT_SCALE: String(SCALE), TRUST_PROXY: "false" }),
  ]);
}, 180000);

afterAll(async () => {
  await Promise.all([trusted?.stop(), direct?.stop()]);
});

/** A documentation-range address no other test uses. */
function freshIp(): string {
  const [a, b] = randomBytes(2);
  return `198.51.${a}.${b}`;
}

/**
 * Limits count in fixed windows: a one-minute window that ends while a test counts would restart
 * the count. Waits for a fresh window when less than `needMs` of the current one is left.
 */
async function roomInWindow(windowSeconds: number, needMs = 20000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

async function send(server: AppServer, call: Call, ip?: string) {
  const init = call.init();
  const headers = new Headers(init.headers);
  if (ip) headers.set("X-Forwarded-For", ip);
  const response = await appFetch(`${server.url}${call.path}`, {
    ...init,
    headers,
    signal: AbortSignal.timeout(15000),
  });
  const body = (await response.json()) as { success: boolean; message: string };
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
}

describe.each(Object.keys(CALLS) as ApiLimit[])("rate limit %s", (name) => {
  const limit = scaledLimit(name, SCALE);

  // Up to 90 s: the image limit takes 600 requests, after up to 20 s of waiting for a fresh window.
  it(`allows ${limit} requests per IP, then 429 with Retry-After; another IP is unaffected`, async () => {
    const call = CALLS[name];
    const ip = freshIp();
    await roomInWindow(RATE_LIMITS[name].windowSeconds);
    for (let i = 0; i < limit; i++) {
      const answer = await send(trusted, call, ip);
      expect(answer.status, `request ${i + 1} of ${limit}: ${answer.body.message}`).not.toBe(429);
    }

    const blocked = await send(trusted, call, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: "Too many requests, please try again later" });
    const retryAfter = Number(blocked.retryAfter);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS[name].windowSeconds);

    expect((await send(trusted, call, freshIp())).status).not.toBe(429);
  }, 90000);
});

describe("per-address limits", () => {
  it("a forgotten-password address is limited whatever the client address", async () => {
    const email = `rl-${randomBytes(6).toString("hex")}@example.test`;
    const call = { path: "/api/profile/forgot-password", init: () => json({ email }) };
    const limit = scaledLimit("forgotPasswordAddress", SCALE);
    await roomInWindow(RATE_LIMITS.forgotPasswordAddress.windowSeconds);
    for (let i = 0; i < limit; i++) expect((await send(trusted, call, freshIp())).status).toBe(200);
    expect((await send(trusted, call, freshIp())).status).toBe(429);
  });

  it("a password link's account is limited whatever the client address", async () => {
    const token = `${ID}.${"x".repeat(43)}`;
    const call = {
      path: "/api/profile/reset-password",
      init: () => json({ token, password: "long-enough-1" }),
    };
    const limit = scaledLimit("passwordLinkAccount", SCALE);
    for (let i = 0; i < limit; i++) expect((await send(trusted, call, freshIp())).status).toBe(400);
    expect((await send(trusted, call, freshIp())).status).toBe(429);
  });
});

describe("per-member limits", () => {
  it("attendance codes are limited per member whatever the client address", async () => {
    const email = memberEmail("rl-attend");
    // From an address of its own: the sign-in itself is limited per client on this server.
    const member = await signInMember(trusted.url, email, 1, { "X-Forwarded-For": freshIp() });
    try {
      const call = {
        path: `/api/events/${ID}/attend`,
        init: (): RequestInit => ({
          ...json({ code: "WRONG1" }),
          headers: { "Content-Type": "application/json", Cookie: member.cookie },
        }),
      };
      const limit = scaledLimit("attendanceCode", SCALE);
      await roomInWindow(RATE_LIMITS.attendanceCode.windowSeconds);
      // Each try from another address; the unknown event answers 404 until the member's tries run out.
      for (let i = 0; i < limit; i++) expect((await send(trusted, call, freshIp())).status).toBe(404);
      const blocked = await send(trusted, call, freshIp());
      expect(blocked.status).toBe(429);
      expect(blocked.body.success).toBe(false);
    } finally {
      forgetMemberMails(email);
    }
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores a forged X-Forwarded-For: the socket address is counted", async () => {
    const call = CALLS.subscribe;
    const limit = scaledLimit("subscribe", SCALE);
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await send(direct, call, freshIp())).status);
    // Every request came from 127.0.0.1: past the limit the forged addresses change nothing.
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the client address", () => {
  /** Sends `limit + 1` subscribe calls with the headers `vary(i)` gives; returns the last status. */
  async function lastStatus(server: AppServer, vary: (i: number) => Record<string, string>): Promise<number> {
    const limit = scaledLimit("subscribe", SCALE);
    let status = 0;
    for (let i = 0; i <= limit; i++) {
      const init = CALLS.subscribe.init();
      const response = await appFetch(`${server.url}${CALLS.subscribe.path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...vary(i) },
        signal: AbortSignal.timeout(15000),
      });
      status = response.status;
    }
    return status;
  }

  it("without TRUST_PROXY believes no address header: every client shares one key", async () => {
    // A new window for this test's own counts: the direct server keys everything on 127.0.0.1.
    const status = await lastStatus(direct, () => ({
      "X-Real-IP": freshIp(),
      "X-HR-Peer-Address": freshIp(),
    }));
    expect(status).toBe(429);
  });

  it("with TRUST_PROXY believes only the right-most X-Forwarded-For entry (the one the proxy appended)", async () => {
    const proxyAppended = freshIp();
    const status = await lastStatus(trusted, () => ({
      "X-Forwarded-For": `${freshIp()}, ${freshIp()}, ${proxyAppended}`,
      "X-Real-IP": freshIp(),
      "X-HR-Peer-Address": freshIp(),
    }));
    expect(status).toBe(429);
  });
});
