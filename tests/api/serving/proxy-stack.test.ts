// The production stack (`npm run serve`: nginx in front of `next start`) with its proxy cache on:
// what the proxy keeps and what it never keeps, compression, the client address it hands the app
// (a forged X-Forwarded-For changes no key), the per-client search limit with its static page.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaledLimit } from "@/lib/rate-limit/limits";
import { BUSY_TITLE } from "@/lib/http/busy-page";
import { brotliAvailable } from "@/deploy/lib/proxy-config";
import { startStack, type AppServer } from "../../helpers/app-server";
import { appFetch } from "../../helpers/cache-log";

const SCALE = 0.2;
let stack: AppServer;

beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_SCALE: String(SCALE) });
}, 180000);

afterAll(async () => {
  await stack?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  appFetch(`${stack.url}${path}`, { headers, signal: AbortSignal.timeout(20000) });

const freshIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * Loads `path` until the proxy answers it from its cache (it stores the first answer). A copy lives
 * s-maxage (2 s), so on a busy machine a render can outlast it: a short pause, then another try.
 */
async function fromCache(path: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await get(path, headers);
    await response.arrayBuffer();
    if (response.headers.get("x-cache-status") === "HIT") return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never answered from the proxy's cache`);
}

describe("the proxy's page cache", () => {
  it("keeps public pages, with the app's Cache-Control and security headers", async () => {
    const response = await fromCache("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(
      /s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/,
    );
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it.each([
    ["the back-office", "/profile", {}],
    ["a search", "/?search=payroll", {}],
    ["a staff token", "/about", { Authorization: "Bearer not-a-real-token" }],
    ["a member session cookie", "/about", { Cookie: "hrp_member_session=abc" }],
    ["a client navigation", "/about", { RSC: "1" }],
  ])("never answers %s from the cache", async (_name, path, headers) => {
    for (let i = 0; i < 3; i++) {
      const response = await get(path, headers as Record<string, string>);
      await response.arrayBuffer();
      expect(response.headers.get("x-cache-status")).not.toBe("HIT");
    }
  });

  it("marks the back-office and searches private", async () => {
    for (const path of ["/profile", "/?search=payroll"])
      expect((await get(path)).headers.get("cache-control")).toBe("private, no-store");
  });

  const encodings: Array<[string, string, string | null]> = [
    ["compressed as stored", "gzip, deflate", "gzip"],
    ["plain to a client without gzip", "identity", null],
  ];
  // Debian's Brotli module, when installed (.ci/run installs it with nginx).
  if (brotliAvailable()) encodings.push(["in Brotli to a client that accepts it", "gzip, deflate, br", "br"]);

  it.each(encodings)(
    "keeps a copy per encoding: a hit is sent %s",
    async (_name, acceptEncoding, encoding) => {
      await fromCache("/about", { "Accept-Encoding": acceptEncoding });
      const hit = await get("/about", { "Accept-Encoding": acceptEncoding });
      expect(hit.headers.get("x-cache-status")).toBe("HIT");
      expect(hit.headers.get("content-encoding")).toBe(encoding);
      expect(hit.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await hit.text()).toContain("</html>");
    },
  );
});

describe("the client address through the proxy", () => {
  it("a forged X-Forwarded-For or X-Real-IP never buys a fresh allowance", async () => {
    const limit = scaledLimit("subscribe", SCALE);
    let status = 0;
    for (let i = 0; i <= limit; i++) {
      const response = await appFetch(`${stack.url}/api/blog/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp(), "X-Real-IP": freshIp() },
        body: JSON.stringify({ email: "not-an-email" }),
        signal: AbortSignal.timeout(15000),
      });
      status = response.status;
    }
    expect(status).toBe(429);
  });
});

describe("search pages", () => {
  it("are limited per client at the proxy: past the limit its static 429 page with Retry-After", async () => {
    const limit = scaledLimit("searchPage", SCALE);
    let blocked: Response | undefined;
    // The limit plus its burst, then one more; a forged X-Forwarded-For changes nothing.
    for (let i = 0; i <= 2 * limit + 1 && !blocked; i++) {
      const response = await get(`/?search=limit${i}`, { "X-Forwarded-For": freshIp() });
      expect([200, 429]).toContain(response.status);
      if (response.status === 429) blocked = response;
      else await response.arrayBuffer();
    }
    expect(blocked, "no search was limited").toBeDefined();
    expect(Number(blocked!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked!.text()).toContain(BUSY_TITLE);
    // The same client's cached pages are never limited.
    expect((await fromCache("/about")).status).toBe(200);
  });
});

describe("API reads limited at the proxy", () => {
  it("answer like the app's own limit: 429, Retry-After and the JSON { success: false, message }", async () => {
    const ip = freshIp();
    // Far past the per-client rate, burst and connections the balancer allows at this scale.
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => get("/api/job/all?page=1", { "X-Forwarded-For": ip })),
    );
    const limited = answers.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    const blocked = limited[0]!;
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.headers.get("content-type")).toContain("application/json");
    expect(await blocked.json()).toEqual({ success: false, message: expect.any(String) });
  });
});
