// A page render that outlasts WORK_DEADLINE_MS (its database stalls mid-render) is answered 503
// with Retry-After at the deadline instead of keeping the reader waiting; the render finishes in
// its slot once the database answers, and the page is then served as usual.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_TITLE } from "@/lib/security/unavailable-page";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { appFetch } from "../helpers/cache-log";
import { startDbProxy, type DbProxy } from "../helpers/db-proxy";

const DEADLINE_MS = 1500;
const RETRY_AFTER = "7";
let proxy: DbProxy;
let server: AppServer;

beforeAll(async () => {
  proxy = await startDbProxy(process.env.MONGODB_URI!);
  server = await startAppServer({
    MONGODB_URI: proxy.uri,
    WORK_DEADLINE_MS: String(DEADLINE_MS),
    WORK_RETRY_AFTER_SECONDS: RETRY_AFTER,
  });
}, 120000);

afterAll(async () => {
  proxy?.resume();
  await server?.stop();
  await proxy?.close();
});

describe("a page render past the work deadline", () => {
  it("is answered 503 with Retry-After at the deadline, and the page renders once the database answers", async () => {
    expect((await appFetch(`${server.url}/api/health`)).status).toBe(200);
    proxy.stall();
    const started = Date.now();
    const response = await appFetch(`${server.url}/certifications`, { signal: AbortSignal.timeout(20000) });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(RETRY_AFTER);
    expect(await response.text()).toContain(UNAVAILABLE_TITLE);
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1500);

    proxy.resume();
    const deadline = Date.now() + 20000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      const page = await appFetch(`${server.url}/certifications`, { signal: AbortSignal.timeout(20000) });
      status = page.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});
