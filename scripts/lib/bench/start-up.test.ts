// The bench's start-up rows (issue 42) on a tiny stand-in server: the ready time is read from
// /api/health/ready, the app server's age and memory from /proc and ps, then printed against the goals.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUpLines, waitForReady } from "./search";

let server: http.Server;
let url: string;
const started = Date.now();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // Ready a moment after start, as a server whose database answers.
    const ready = request.url === "/api/health/ready" && Date.now() - started > 300;
    response.writeHead(ready ? 200 : 503, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the start-up rows", () => {
  it("measure when the server is ready and its memory, and say what happens at 100 000 posts", async () => {
    const ready = await waitForReady(url, started, process.pid, 12);
    expect(ready).toMatchObject({ posts: 12 });
    expect(ready!.readyAfterMs).toBeGreaterThanOrEqual(300);
    expect(ready!.rssBytes).toBeGreaterThan(0);
    // No `next-server` here: the process itself is the app server, started before this file ran.
    expect(ready!.appRssBytes).toBeGreaterThan(0);
    expect(ready!.appReadyAfterMs).toBeGreaterThanOrEqual(ready!.readyAfterMs - 20);
    const lines = startUpLines(ready, undefined);
    const verdict = ready!.appReadyAfterMs <= 10_000 ? "met" : "missed";
    expect(lines[0]).toMatch(
      new RegExp(
        `^Start-up at 12 posts: the app server ready \\d+\\.\\d s after its process started \\(goal ≤ 10 s: ${verdict}\\), ` +
          "the stack \\d+\\.\\d s after `npm run serve` started",
      ),
    );
    expect(lines[1]).toMatch(/^Start-up at 100 000 posts: ready as soon as the database answers/);
  });
});
