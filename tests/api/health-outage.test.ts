// The database going away and coming back: health (and every API route) answers 503 quickly,
// and the same app process recovers by itself once the database is back.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalDb, type LocalDb } from "../../scripts/lib/local-db";
import { startAppServer, type AppServer } from "../helpers/app-server";

let dataDir: string;
let db: LocalDb;
let app: AppServer;

async function timedGet(url: string) {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, ms: Date.now() - started };
}

async function pollUntil(url: string, status: number, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const result = await timedGet(url);
    if (result.status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-outage-"));
  db = await startLocalDb({ dataDir, database: "hrnews_outage" });
  app = await startAppServer({ MONGODB_URI: db.uri });
}, 120000);

afterAll(async () => {
  await app?.stop();
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("database outage", () => {
  it("reports 503 within 2 s while the database is down and recovers without a restart", async () => {
    expect((await timedGet(`${app.url}/api/health`)).status).toBe(200);

    await db.stop();
    const down = await timedGet(`${app.url}/api/health`);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ success: false, db: "down" });
    expect(down.ms).toBeLessThan(2500);

    const listing = await timedGet(`${app.url}/api/blog/all`);
    expect(listing.status).toBe(503);
    expect(listing.body.success).toBe(false);
    expect(listing.ms).toBeLessThan(3000);

    db = await startLocalDb({ dataDir, port: db.port, database: "hrnews_outage" });
    const recoveredIn = await pollUntil(`${app.url}/api/health`, 200, 15000);
    console.log(`health recovered ${recoveredIn} ms after the database restarted`);
    expect((await timedGet(`${app.url}/api/blog/all`)).status).toBe(200);
  }, 60000);
});
