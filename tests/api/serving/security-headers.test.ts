// The security headers on pages, API answers, errors and static files, through the production stack
// (next.config.ts headers(), fixed at build time: the analytics origins are checked in
// lib/http/csp.test.ts).
import { describe, expect, it } from "vitest";
import { baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

const PATHS = [
  "/",
  "/events",
  "/jobs",
  "/certifications",
  "/about",
  "/profile",
  "/api/health",
  "/api/blog/all",
  "/api/no-such-route",
  "/no-such-page",
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  const parsed = directives(csp);
  expect(parsed.get("default-src")).toEqual(["'self'"]);
  expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
  expect(parsed.get("object-src")).toEqual(["'none'"]);
  expect(parsed.get("base-uri")).toEqual(["'self'"]);
  expect(parsed.get("form-action")).toEqual(["'self'"]);
  expect(parsed.get("script-src")).toContain("'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(parsed.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "https:"]));
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toMatch(/camera=\(self\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  return parsed;
}

describe("security headers", () => {
  it.each(PATHS)("%s carries them", async (path) => {
    const response = await appFetch(`${baseUrl()}${path}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(20000),
    });
    const parsed = expectSecurityHeaders(response.headers);
    // No analytics configured on the main test server: no third-party script origin.
    expect(parsed.get("script-src")!.some((value) => value.startsWith("https:"))).toBe(false);
  });

  it("static files carry the basic headers too", async () => {
    const html = await (await appFetch(`${baseUrl()}/`)).text();
    const chunk = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(chunk).toBeTruthy();
    const response = await appFetch(`${baseUrl()}${chunk}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
