import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderBalancerConfig, renderProxyConfig, type ProxyConfigOptions } from "./proxy-config";

const template = readFileSync(path.join(process.cwd(), "deploy", "nginx.conf.template"), "utf8");
const balancerTemplate = readFileSync(path.join(process.cwd(), "deploy", "balancer.conf.template"), "utf8");
const balancer = (overrides: Partial<ProxyConfigOptions> = {}) =>
  renderBalancerConfig(options(overrides), balancerTemplate);
const options = (overrides: Partial<ProxyConfigOptions> = {}): ProxyConfigOptions => ({
  listen: "3000",
  balancerPort: 4000,
  runDir: "/tmp/hrnews-proxy-test",
  appPorts: [5001, 5002],
  rateLimitScale: 1,
  nextStaticDir: "/srv/app/.next/static",
  siteName: "HR Pulse",
  analytics: false,
  ...overrides,
});

describe("the rendered nginx configuration", () => {
  it("fills every placeholder; the front caches and sends the rest to the balancer, which lists every app server", () => {
    const front = renderProxyConfig(options(), template);
    expect(front).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(front).toContain("proxy_cache pages;");
    expect(front).toContain("listen 3000;");
    expect(front).toMatch(/upstream balancer \{\s*server 127\.0\.0\.1:4000;\s*\}/);
    expect(front).not.toContain("5001");
    const config = balancer();
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain("server 127.0.0.1:5001 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("server 127.0.0.1:5002 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("listen 127.0.0.1:4000;");
    expect(config).toContain("pid /tmp/hrnews-proxy-test/balancer/nginx.pid;");
    expect(front).toContain("pid /tmp/hrnews-proxy-test/nginx.pid;");
  });

  it("keeps no idle connection from the front to the balancer (a reload must not close one under a request)", () => {
    const front = renderProxyConfig(options(), template);
    expect(front).not.toMatch(/upstream balancer \{[^}]*keepalive/);
  });

  it("marks a server being restarted down, keeps the others and never takes out the last one", () => {
    const config = balancer({ downPorts: [5001] });
    expect(config).toContain("server 127.0.0.1:5001 down;");
    expect(config).not.toContain("server 127.0.0.1:5001 max_fails");
    expect(config).toContain("server 127.0.0.1:5002 max_fails=1 fail_timeout=2s;");
    expect(() => balancer({ downPorts: [5001, 5002] })).toThrow(/at least one app server/);
  });

  it("closes idle app connections before the app does (Node keeps them 5 s)", () => {
    expect(balancer()).toMatch(/upstream app_servers \{[^}]*keepalive_timeout 4s;/);
  });

  it("scales the per-client limits with RATE_LIMIT_SCALE, within what nginx accepts", () => {
    expect(balancer()).toContain("rate=20r/s");
    expect(balancer({ rateLimitScale: 0.2 })).toMatch(/rate=4r\/s[\s\S]*rate=12r\/m/);
    const huge = balancer({ rateLimitScale: 100000 });
    expect(huge).toContain("limit_conn client_conns 65535;");
  });

  it("can leave the page cache off and carries the security headers on its own pages", () => {
    expect(renderProxyConfig(options({ cache: false }), template)).toContain("proxy_cache off;");
    expect(renderProxyConfig(options(), template)).toContain(
      `add_header Content-Security-Policy "default-src 'self'`,
    );
  });
});

describe("writes through the balancer", () => {
  it("never reuse an idle app connection: they go through an upstream without keep-alive, closed after each", () => {
    const config = balancer();
    expect(config).toMatch(/upstream app_servers \{[^}]*keepalive 64;/);
    expect(config).toMatch(/upstream app_writes \{[^}]*server 127\.0\.0\.1:5001[^}]*\}/);
    expect(config).not.toMatch(/upstream app_writes \{[^}]*keepalive/);
    expect(config).toMatch(
      /map \$request_method \$app_pool \{\s*GET app_servers;\s*HEAD app_servers;\s*default app_writes;/,
    );
    expect(config).toContain("proxy_pass http://$app_pool;");
    // Only writes stored under the request's key are sent again after a server dies mid-request.
    const retried = [...config.matchAll(/location ([^{]+)\{[^}]*proxy_next_upstream[^;]*non_idempotent/g)];
    expect(retried.map((match) => match[1]!.trim())).toEqual(["= /api/blog/add-comment"]);
  });

  it("speak HTTP/1.0 to the app for a retried write, so an answer is complete once sent", () => {
    expect(balancer()).toMatch(/location = \/api\/blog\/add-comment \{[^}]*proxy_http_version 1\.0;/);
  });
});
