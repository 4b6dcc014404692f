import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overloadChecks, runOverloadScenario, type OverloadResult } from "./overload";

// A stand-in server answering each request kind the way an overloaded site may: cached pages for the
// readers, and 200, 429, 503 or (once) a too-slow answer for the flood.
// The scenario gives a request up at FLOOD_LIMIT_MS (10 s in the bench; shorter here).
const FLOOD_LIMIT_MS = 1500;
const SLOW_MS = 1600;
const seen = {
  acceptEncodings: new Set<string>(),
  floodAddresses: new Set<string>(),
  readerPaths: new Set<string>(),
  requests: 0,
};
const sockets = new Set<Socket>();
let slowSent = 0;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.requests++;
    sockets.add(request.socket);
    seen.acceptEncodings.add(String(request.headers["accept-encoding"]));
    const forwarded = request.headers["x-forwarded-for"];
    if (typeof forwarded === "string") seen.floodAddresses.add(forwarded);
    const url = new URL(request.url ?? "/", "http://x");
    const answer = (status: number, headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end("x".repeat(50_000));
    };
    if (url.pathname.startsWith("/cached")) {
      seen.readerPaths.add(url.pathname);
      return answer(200, { "x-cache-status": "HIT" });
    }
    if (url.pathname === "/") return answer(429, { "Retry-After": "5" });
    if (url.pathname.startsWith("/page/")) return answer(503, { "Retry-After": "5" });
    if (url.searchParams.has("search")) return answer(200);
    // Deep pages of the API: the first one answers too late, the others at once.
    slowSent++;
    if (slowSent === 1) setTimeout(() => answer(200), SLOW_MS);
    else answer(200);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("runOverloadScenario", () => {
  let result: OverloadResult;

  beforeAll(async () => {
    result = await runOverloadScenario({
      baseUrl,
      durationSeconds: 1,
      floodClients: 4,
      readerClients: 2,
      lastPage: 50,
      readerPaths: ["/cached/a", "/cached/b"],
      floodLimitMs: FLOOD_LIMIT_MS,
    });
  }, 30_000);

  it("counts every answer of the readers and of the flood, by kind", () => {
    expect(result.readers.requests).toBeGreaterThan(0);
    expect([...seen.readerPaths].sort()).toEqual(["/cached/a", "/cached/b"]);
    expect(result.readers.statuses).toEqual({ "200": result.readers.requests });
    expect(Object.keys(result.floodByKind)).toEqual([
      "API deep page",
      "API search",
      "deep page",
      "search page",
    ]);
    expect(result.floodByKind["search page"]!.statuses["429"]).toBe(
      result.floodByKind["search page"]!.requests,
    );
    expect(result.floodByKind["deep page"]!.statuses["503"]).toBe(result.floodByKind["deep page"]!.requests);
    expect(result.floodByKind["API search"]!.statuses["200"]).toBe(
      result.floodByKind["API search"]!.requests,
    );
    const total = Object.values(result.floodByKind).reduce((sum, group) => sum + group.requests, 0);
    expect(result.flood.requests).toBe(total);
  });

  it("gives up an answer at the flood limit and counts it as slow, which fails the flood goal", () => {
    const slowKind = result.floodByKind["API deep page"]!;
    expect(slowKind.slow).toBe(1);
    expect(slowKind.statuses.timeout).toBe(1);
    expect(slowKind.max).toBeGreaterThanOrEqual(FLOOD_LIMIT_MS);
    expect(result.flood.slow).toBe(1);
    expect(overloadChecks(result).floodOk).toBe(false);
  });

  it("sends what a browser sends, one address per flood client, over kept-alive connections", () => {
    expect([...seen.acceptEncodings]).toEqual(["gzip, deflate, br"]);
    expect([...seen.floodAddresses].sort()).toEqual([
      "198.51.100.1",
      "198.51.100.2",
      "198.51.100.3",
      "198.51.100.4",
    ]);
    expect(sockets.size).toBeLessThan(seen.requests / 2);
  });
});
