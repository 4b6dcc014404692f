// The production server (`npm start`, and the servers the tests, bench and Lighthouse start): Next's
// documented custom server — Next's own request handler behind a Node HTTP server of ours — for
// what Next has no public hook for, or would pay for on every cached hit (docs/decisions.md):
// - the client's address: any incoming copy of our peer header is dropped and the header is set
//   from the socket, so rate limits key on the real peer (lib/api/client-ip.ts);
// - bounded work for pages: a page request that may render against the database (anything Next did
//   not just answer from its page cache) takes a slot of the work gate first, and past the limit
//   gets the friendly 503 page at once; search pages also count against a per-client limit (429);
// - a database outage: such a page gets the static 503 page at once, while pages Next answers from
//   its cache keep being served (no write can make them stale while the database is gone);
// - the hit cache (lib/server/hit-cache.ts): plain loads of pages Next answers from its page cache
//   are answered from bytes kept here, compressed once per page version, while that cache entry stays
//   the one Next would serve;
// - the security headers of every response, from the running configuration (lib/security/csp.ts;
//   the CSP names the analytics origins only when NEXT_PUBLIC_GA_ID is set), and a request id on
//   every page.
// Usage: node --require tsx/cjs scripts/serve.ts [-p port] [-H hostname]
import { randomUUID } from "node:crypto";
import http from "node:http";
import next from "next";
import { clientAddress } from "@/lib/api/client-ip";
import { publicUrlAction } from "@/lib/legacy-urls";
import { dbLooksDown, probeWhileDown } from "@/lib/db-health";
import { getEnv } from "@/lib/env";
import { tooManyRequestsPage } from "@/lib/security/busy-page";
import { STATIC_ASSET_HEADERS, securityHeaders } from "@/lib/security/csp";
import { unavailablePage } from "@/lib/security/unavailable-page";
import { PEER_ADDRESS_HEADER, markPeerAddressStamped } from "@/lib/server/peer-address";
import { RATE_LIMITS, retryAfterSeconds, scaledLimit } from "@/lib/rate-limits";
import { countMemoryHit } from "@/lib/server/memory-rate-limit";
import { HitCache, type PageCache } from "@/lib/server/hit-cache";
import { isOverloadedError } from "@/lib/server/work-gate";
import { RenderRelay } from "@/lib/server/render-relay";
import { runForSlotHolder, runGated } from "@/lib/server/work-limits";
import { WarmPages, isPageRequest, isSearchPage, pageKey } from "@/lib/server/warm-pages";

// tsx turns on Node's source-map support for the files it compiles. Left on, Node would also read
// and keep the source map of every Next.js chunk the server loads: about 50 MB of heap, measured
// with a heap snapshot (docs/benchmarks.md). Production stack traces name the built chunks.
process.setSourceMapsEnabled(false);

function argument(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const env = getEnv();
const port = Number(argument("-p") ?? env.PORT);
const hostname = argument("-H") ?? "0.0.0.0";
// Built once: the set depends only on the configuration (no per-request nonce).
const documentHeaders = Object.entries(
  securityHeaders({ analytics: Boolean(env.NEXT_PUBLIC_GA_ID), production: true }),
);
const staticAssetHeaders = Object.entries(STATIC_ASSET_HEADERS);
const ownHost = hostname === "0.0.0.0" ? "127.0.0.1" : hostname;
const ownOrigin = `http://${ownHost}:${port}`;
const healthUrl = `${ownOrigin}/api/health`;

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
const warm = new WarmPages();
const relay = new RenderRelay(ownHost, port);
// The page cache Next loads (next.config.ts cacheHandler); its store is shared through globalThis.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file outside the bundle
const pageCache = require("../lib/cache/memory-cache-handler.cjs") as PageCache;
const hitCache = new HitCache(ownOrigin, pageCache);

/** A static 429/503 page; the security headers and request id are already on `res` (serve()). */
function sendStatusPage(
  res: http.ServerResponse,
  status: 429 | 503,
  html: string,
  retryAfterSeconds: number,
): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": String(retryAfterSeconds),
  });
  res.end(html);
}

/** Back-office pages are client shells whose data comes through the (gated) API. */
const isBackOffice = (url: string) => /^\/profile(\/|\?|$)/.test(url);

/** The search pages' per-client limit (lib/rate-limits.ts), counted in this server's memory. */
function searchRetryAfter(ip: string): number | undefined {
  const { count, resetAt } = countMemoryHit(`searchPage:${ip}`, RATE_LIMITS.searchPage.windowSeconds);
  return count > scaledLimit("searchPage", env.RATE_LIMIT_SCALE) ? retryAfterSeconds(resetAt) : undefined;
}

/**
 * The route a search URL renders (`/?search=…` → `/search?search=…`), or null. Rewritten here for
 * page loads rather than left to the middleware: under a custom server Next turns a middleware
 * rewrite into an HTTP request back to this server (it compares the rewrite's origin with its own
 * localhost URL), which would count the search twice against the client's limit and take a second
 * work slot.
 */
function searchRoute(url: string): string | null {
  const parsed = new URL(url, "http://server.invalid");
  const action = publicUrlAction(parsed.pathname, parsed.searchParams);
  return action && "rewrite" in action ? `${action.rewrite}${parsed.search}` : null;
}

/**
 * A page that may render against the database, in a work slot, relayed through this server
 * (lib/server/render-relay.ts). Past WORK_DEADLINE_MS from its arrival, a page still rendering is
 * answered 503 with Retry-After, as an API read is; the render finishes in its slot and Next keeps
 * the page in its cache, where the retry finds it.
 */
async function renderWithinDeadline(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const arrived = Date.now();
  await runGated(() =>
    relay.relay(req, res, env.WORK_DEADLINE_MS - (Date.now() - arrived), () =>
      sendStatusPage(res, 503, unavailablePage(env.NEXT_PUBLIC_SITE_NAME), env.WORK_RETRY_AFTER_SECONDS),
    ),
  );
}

async function servePage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: string,
  peer: string,
): Promise<void> {
  if (isSearchPage(url)) {
    const forwardedFor = req.headers["x-forwarded-for"];
    const ip = clientAddress(
      Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
      peer,
      env.TRUST_PROXY,
    );
    const retryAfter = searchRetryAfter(ip);
    if (retryAfter !== undefined) {
      sendStatusPage(res, 429, tooManyRequestsPage(env.NEXT_PUBLIC_SITE_NAME), retryAfter);
      return;
    }
  }
  const key = pageKey(url, req.headers.rsc === "1");
  const cached = warm.has(key);
  if (!cached && dbLooksDown()) {
    // A health ping (it updates the flag) at most once a second, so pages come back by themselves.
    probeWhileDown(() => fetch(healthUrl, { signal: AbortSignal.timeout(3000) }));
    sendStatusPage(res, 503, unavailablePage(env.NEXT_PUBLIC_SITE_NAME), 5);
    return;
  }
  const rewritten = searchRoute(url);
  if (rewritten) req.url = rewritten;
  try {
    await (cached || isBackOffice(url) ? handle(req, res) : renderWithinDeadline(req, res));
  } catch (error) {
    if (!isOverloadedError(error) || res.headersSent) throw error;
    sendStatusPage(res, 503, unavailablePage(env.NEXT_PUBLIC_SITE_NAME), error.retryAfterSeconds);
    return;
  }
  const nextCache = res.getHeader("x-nextjs-cache");
  warm.note(key, res.statusCode, nextCache);
  hitCache.noteNextHit(req, res.statusCode, nextCache);
}

function setRequestId(req: http.IncomingMessage, res: http.ServerResponse): void {
  const requestId = req.headers["x-request-id"];
  res.setHeader("x-request-id", typeof requestId === "string" && requestId ? requestId : randomUUID());
}

async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  // A render relayed by this server (renderWithinDeadline): the outer request did all the rest.
  const relayed = relay.innerNumber(req);
  if (relayed !== undefined)
    return relay.answerInner(relayed, () => runForSlotHolder(() => handle(req, res)));
  const ip = req.socket.remoteAddress ?? "unknown";
  delete req.headers[PEER_ADDRESS_HEADER];
  req.headers[PEER_ADDRESS_HEADER] = ip;
  const url = req.url ?? "/";
  for (const [name, value] of url.startsWith("/_next/static/") ? staticAssetHeaders : documentHeaders)
    res.setHeader(name, value);
  const held = hitCache.heldPath(req);
  if (held !== undefined) {
    setRequestId(req, res);
    if (await hitCache.serve(held, req, res)) return;
  }
  if (!isPageRequest(req.method, url)) return handle(req, res);
  setRequestId(req, res);
  await hitCache.answer(req, () => servePage(req, res, url, ip));
}

async function main() {
  await app.prepare();
  markPeerAddressStamped();
  const server = http.createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: "error", msg: "request failed", url: req.url, error: String(error) }),
      );
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    });
  });
  server.listen(port, hostname, () => {
    console.log(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
  });
  // As `next start` does: stop at once (open keep-alive connections would hold a graceful close).
  process.on("SIGTERM", () => process.exit(0));
  process.on("SIGINT", () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
