import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/http/csp";

const scriptSources = (csp: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src")!
    .slice(1);

describe("the security headers", () => {
  it("allow exactly Google's tag origin for scripts when analytics is configured", () => {
    const csp = contentSecurityPolicy({ analytics: true, development: false });
    expect(scriptSources(csp).filter((source) => source.startsWith("https:"))).toEqual([
      "https://www.googletagmanager.com",
    ]);
    expect(csp).toContain("https://www.google-analytics.com");
  });

  it("name no third-party origin without analytics, and no eval outside development", () => {
    const csp = contentSecurityPolicy({ analytics: false, development: false });
    expect(scriptSources(csp).some((source) => source.startsWith("https:"))).toBe(false);
    expect(csp).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ analytics: false, development: true })).toContain("'unsafe-eval'");
  });

  it("send HSTS in production only", () => {
    expect(securityHeaders({ analytics: false, production: true })["Strict-Transport-Security"]).toMatch(
      /max-age=\d{7,}/,
    );
    expect(
      securityHeaders({ analytics: false, production: false })["Strict-Transport-Security"],
    ).toBeUndefined();
  });
});
