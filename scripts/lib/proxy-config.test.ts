import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderProxyConfig, type ProxyConfigOptions } from "./proxy-config";

const template = readFileSync(path.join(process.cwd(), "deploy", "nginx.conf.template"), "utf8");
const options = (overrides: Partial<ProxyConfigOptions> = {}): ProxyConfigOptions => ({
  listen: "3000",
  limiterPort: 4000,
  runDir: "/tmp/hrnews-proxy-test",
  appPorts: [5001, 5002],
  rateLimitScale: 1,
  nextStaticDir: "/srv/app/.next/static",
  siteName: "HR Pulse",
  analytics: false,
  ...overrides,
});

describe("the rendered nginx configuration", () => {
  it("fills every placeholder and lists every app server", () => {
    const config = renderProxyConfig(options(), template);
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain("server 127.0.0.1:5001 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("server 127.0.0.1:5002 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("proxy_cache pages;");
    expect(config).toContain("listen 127.0.0.1:4000;");
  });

  it("marks a server being restarted down, keeps the others and never takes out the last one", () => {
    const config = renderProxyConfig(options({ downPorts: [5001] }), template);
    expect(config).toContain("server 127.0.0.1:5001 down;");
    expect(config).not.toContain("server 127.0.0.1:5001 max_fails");
    expect(config).toContain("server 127.0.0.1:5002 max_fails=1 fail_timeout=2s;");
    expect(() => renderProxyConfig(options({ downPorts: [5001, 5002] }), template)).toThrow(
      /at least one app server/,
    );
  });

  it("closes idle app connections before the app does (Node keeps them 5 s)", () => {
    expect(renderProxyConfig(options(), template)).toMatch(
      /upstream app_servers \{[^}]*keepalive_timeout 4s;/,
    );
  });

  it("scales the per-client limits with RATE_LIMIT_SCALE, within what nginx accepts", () => {
    expect(renderProxyConfig(options(), template)).toContain("rate=20r/s");
    expect(renderProxyConfig(options({ rateLimitScale: 0.2 }), template)).toMatch(
      /rate=4r\/s[\s\S]*rate=12r\/m/,
    );
    const huge = renderProxyConfig(options({ rateLimitScale: 100000 }), template);
    expect(huge).toContain("limit_conn client_conns 65535;");
  });

  it("can leave the page cache off and carries the security headers on its own pages", () => {
    expect(renderProxyConfig(options({ cache: false }), template)).toContain("proxy_cache off;");
    expect(renderProxyConfig(options(), template)).toContain(
      `add_header Content-Security-Policy "default-src 'self'`,
    );
  });
});
