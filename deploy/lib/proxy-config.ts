// Renders the two nginx configurations of one run of the stack (`npm run serve`): the front
// (deploy/nginx.conf.template: the page cache per encoding, the static 429/503 pages and their
// headers) and the balancer (deploy/balancer.conf.template: per-client limits scaled by
// RATE_LIMIT_SCALE, page compression, the app servers, those a rolling restart has marked down).
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { RATE_LIMITS } from "../../lib/rate-limit/limits";
import { securityHeaders } from "../../lib/http/csp";
import { tooManyRequestsPage } from "../../lib/http/busy-page";
import { unavailablePage } from "../../lib/http/unavailable-page";

export const NGINX_MISSING =
  "nginx was not found: install it (Debian/Ubuntu: sudo apt-get install nginx-light) or set NGINX_PATH to the binary.";

/** Requests per second a client may send past the cache at RATE_LIMIT_SCALE=1 (with a burst of five times that). */
export const CLIENT_REQUESTS_PER_SECOND = 20;
/** Requests one client may have in progress at once at RATE_LIMIT_SCALE=1. */
const CLIENT_CONNECTIONS = 20;

/** Debian's libnginx-mod-http-brotli-filter (installed by .ci/run); nothing here uses brotli_static. */
const BROTLI_MODULES = ["/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so"];

export type ProxyConfigOptions = {
  /** `port` or `host:port`. */
  listen: string;
  /** The balancer's loopback port (the front sends it cache misses and uncached requests). */
  balancerPort: number;
  runDir: string;
  appPorts: number[];
  /**
   * App servers nginx sends no new request to (`down`): the one a rolling restart is about to stop.
   * nginx keeps them listed, so a reload drains them instead of forgetting them.
   */
  downPorts?: number[];
  rateLimitScale: number;
  /** The build's static folder (`<distDir>/static`), served by nginx as /_next/static/. */
  nextStaticDir: string;
  siteName: string;
  analytics: boolean;
  /** The micro-cache of public pages (on unless a caller needs every answer fresh from the app). */
  cache?: boolean;
  /** How long nginx waits for a page before its 503 page (PROXY_PAGE_TIMEOUT_SECONDS, default 8: a flood request is answered before a 10 s client gives up). */
  pageReadTimeoutSeconds?: number;
  workerProcesses?: string;
  /**
   * Files nginx serves as-is under /_proxy/reference/ (PROXY_REFERENCE_DIR): the bench puts a copy of
   * each page it measures there, the "file speed" its cached page is held to. Empty by default.
   */
  referenceDir?: string;
};

export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The upstream block's lines; at least one server stays up (a restart never takes the last one out). */
function upstreamServers(appPorts: number[], downPorts: number[]): string {
  if (appPorts.every((port) => downPorts.includes(port)))
    throw new Error("The proxy needs at least one app server that is not down.");
  return appPorts
    .map((port) =>
      downPorts.includes(port)
        ? `    server 127.0.0.1:${port} down;`
        : `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`,
    )
    .join("\n");
}

const scaled = (base: number, scale: number) => Math.max(1, Math.round(base * scale));

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: no value for ${match}`);
    return value;
  });
}

/** Values both configurations use. */
function commonValues(options: ProxyConfigOptions): Record<string, string> {
  return {
    WORKER_PROCESSES: options.workerProcesses ?? "auto",
    RUN_DIR: options.runDir,
    BALANCER_DIR: path.join(options.runDir, "balancer"),
    MIME_TYPES: existsSync("/etc/nginx/mime.types")
      ? "/etc/nginx/mime.types"
      : path.join(options.runDir, "mime.types"),
    ACCESS_LOG: "off",
    BALANCER_PORT: String(options.balancerPort),
    API_READ_TIMEOUT: "60s",
  };
}

/** Whether nginx's Brotli module is installed here (gzip alone otherwise). */
export const brotliAvailable = () => BROTLI_MODULES.every((file) => existsSync(file));

const loadModules = (brotli: boolean) =>
  brotli ? BROTLI_MODULES.map((file) => `load_module ${file};`).join("\n") : "";

/** Brotli's directives at `indent`, or a comment saying why there are none. */
function brotliDirectives(brotli: boolean, indent: string, level: number): string {
  if (!brotli) return `${indent}# Brotli: Debian's libnginx-mod-http-brotli-filter is not installed here.`;
  return [
    "brotli on;",
    `brotli_comp_level ${level};`,
    "brotli_types text/css text/plain text/xml text/calendar application/javascript application/json application/xml application/rss+xml image/svg+xml text/x-component;",
  ]
    .map((line) => `${indent}${line}`)
    .join("\n");
}

/** The front's nginx.conf text for `options` (pure: the tests check it without starting nginx). */
export function renderProxyConfig(options: ProxyConfigOptions, template: string): string {
  const brotli = brotliAvailable();
  const headers = securityHeaders({ analytics: options.analytics, production: true });
  return fill(template, {
    ...commonValues(options),
    LOAD_MODULES: loadModules(brotli),
    BROTLI: brotliDirectives(brotli, "  ", 5),
    BROTLI_ENCODING: brotli
      ? '    "~*(^|[ ,])br($|[ ,;])" br;'
      : "    # br: no Brotli module here, so gzip is the best a page is sent in.",
    CACHE_MAX_SIZE: "512m",
    PAGE_CACHE: options.cache === false ? "off" : "pages",
    LISTEN: options.listen,
    STATIC_DIR: path.join(options.runDir, "static"),
    REFERENCE_DIR: options.referenceDir ?? path.join(options.runDir, "static", "reference"),
    NEXT_STATIC_DIR: options.nextStaticDir,
    SECURITY_HEADERS: Object.entries(headers)
      .map(([name, value]) => `      add_header ${name} "${value}" always;`)
      .join("\n"),
    PAGE_READ_TIMEOUT: `${options.pageReadTimeoutSeconds ?? 8}s`,
  });
}

/** The balancer's nginx.conf text for `options` (pure). */
export function renderBalancerConfig(options: ProxyConfigOptions, template: string): string {
  const scale = options.rateLimitScale;
  const searchPerMinute = scaled(RATE_LIMITS.searchPage.limit, scale);
  const brotli = brotliAvailable();
  return fill(template, {
    ...commonValues(options),
    LOAD_MODULES: loadModules(brotli),
    // Once per render (the front caches the result), so a higher level than the front's.
    BROTLI: brotliDirectives(brotli, "      ", 6),
    UPSTREAM_SERVERS: upstreamServers(options.appPorts, options.downPorts ?? []),
    CLIENT_RATE: String(scaled(CLIENT_REQUESTS_PER_SECOND, scale)),
    CLIENT_BURST: String(scaled(CLIENT_REQUESTS_PER_SECOND * 5, scale)),
    // nginx refuses a connection limit of 65536 or more.
    CLIENT_CONNS: String(Math.min(65535, scaled(CLIENT_CONNECTIONS, scale))),
    SEARCH_RATE: String(searchPerMinute),
    SEARCH_BURST: String(searchPerMinute),
    NEXT_UPSTREAM_TRIES: String(Math.max(2, options.appPorts.length)),
  });
}

const readTemplate = (name: string) => readFileSync(path.join(process.cwd(), "deploy", name), "utf8");

/**
 * Writes the balancer's configuration again into `options.runDir` (e.g. with a server marked down);
 * returns its path. The front's never changes while the stack runs.
 */
export function rewriteBalancerConfig(options: ProxyConfigOptions): string {
  const file = path.join(options.runDir, "balancer", "nginx.conf");
  writeFileSync(file, renderBalancerConfig(options, readTemplate("balancer.conf.template")));
  return file;
}

/**
 * Writes both configurations, the static pages and nginx's folders into `options.runDir`; returns the
 * paths of the front's and the balancer's configuration.
 */
export function writeProxyConfig(options: ProxyConfigOptions): { front: string; balancer: string } {
  const staticDir = path.join(options.runDir, "static");
  mkdirSync(staticDir, { recursive: true });
  mkdirSync(path.join(options.runDir, "balancer"), { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user that must read the static pages.
  chmodSync(options.runDir, 0o755);
  writeFileSync(path.join(staticDir, "503.html"), unavailablePage(options.siteName));
  writeFileSync(path.join(staticDir, "429.html"), tooManyRequestsPage(options.siteName));
  writeFileSync(path.join(options.runDir, "front-proxy.conf"), readTemplate("front-proxy.conf"));
  const front = path.join(options.runDir, "nginx.conf");
  writeFileSync(front, renderProxyConfig(options, readTemplate("nginx.conf.template")));
  return { front, balancer: rewriteBalancerConfig(options) };
}
