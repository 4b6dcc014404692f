// Fault: a bounded read load against the production stack (nginx in front of `next start`) with its
// own database; the database stops in the middle and starts again. Requests during the outage get
// 503 (never a hang or a 500) — except a page the proxy already holds, which keeps being served
// stale (200) — and
// soon after the restart every request succeeds again, without restarting the app (the goal is 5 s:
// the test prints the figure; it asserts that every request made after the last failure succeeded).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalDb, type LocalDb } from "../../scripts/lib/local-db";
import { startStack, type AppServer } from "../helpers/app-server";
import { holdPort } from "../helpers/port-holder";
import { HUNG_AFTER_MS } from "../helpers/timing";
import { appFetch } from "../helpers/cache-log";

const WORKERS = 8;
// Searches and a filtered job list need the database; the home page answers from the page cache,
// which keeps serving during an outage.
const CACHED_PAGE = "/";
const UNCACHED_PAGE = "/jobs?workplace=remote";
const TARGETS = ["/api/blog/all?search=fault", "/api/event/all?search=fault", CACHED_PAGE, UNCACHED_PAGE];

let dataDir: string;
let db: LocalDb;
let app: AppServer;

type Sample = { path: string; start: number; end: number; status: number; body?: string };
/** How long after the stop a page render already in flight, or started before the outage was noticed, may fail with 500. */
const DETECTION_MS = 2500;
const OUTAGE_MS = 9000;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-fault-"));
  db = await startLocalDb({ dataDir, database: "hrnews_fault" });
  app = await startStack({ MONGODB_URI: db.uri });
}, 180000);

afterAll(async () => {
  await app?.stop();
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sample(target: string): Promise<Sample> {
  const start = Date.now();
  try {
    const response = await appFetch(`${app.url}${target}`, { signal: AbortSignal.timeout(HUNG_AFTER_MS) });
    const body = await response.text();
    return {
      path: target,
      start,
      end: Date.now(),
      status: response.status,
      body: response.status === 200 ? undefined : body.slice(0, 5000),
    };
  } catch {
    return { path: target, start, end: Date.now(), status: 0 };
  }
}

describe("database fault under load", () => {
  it("503 during the outage, full recovery soon after the restart", async () => {
    const samples: Sample[] = [];
    let stopAt = Infinity;
    let running = true;
    const load = Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let i = 0; running && i < 5000; i++) {
          samples.push(await sample(TARGETS[(worker + i) % TARGETS.length]!));
          if (Date.now() > stopAt) break;
        }
      }),
    );

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const downAt = Date.now();
    const port = db.port;
    await db.stop();
    const holder = await holdPort(port);
    const stoppedAt = Date.now();
    // 9 s down: an API request waits up to 2 s for server selection, so the counted window (after
    // the detection allowance, before the restart) always holds whole requests of every worker.
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const restartBegan = Date.now();
    await holder.release();
    db = await startLocalDb({ dataDir, port, database: "hrnews_fault" });
    expect(db.port, "the database must come back on its old port").toBe(port);
    const restartedAt = Date.now();
    // Keep the load going for 8 s after the restart (bounded), then stop.
    stopAt = restartedAt + 8000;
    await new Promise((resolve) => setTimeout(resolve, 8000));
    running = false;
    await load;

    // status 0: the client gave up (tests/helpers/timing.ts).
    const hung = samples.filter((s) => s.status === 0);
    // Uncached pages: a render that was running (or started) before the outage was noticed shows the
    // friendly error boundary (500, which the proxy turns into its 503 page); after that, proxy.ts's
    // static 503. API: 503 only.
    const detected = (s: Sample) => s.start > stoppedAt + DETECTION_MS;
    const earlyPageErrors = samples.filter(
      (s) => s.path === UNCACHED_PAGE && s.status === 500 && !detected(s),
    );
    const unexpected = samples.filter(
      (s) => s.status !== 200 && s.status !== 503 && !earlyPageErrors.includes(s),
    );
    const stackTraces = samples.filter((s) =>
      /\bat .+\.(js|ts):\d+|MongoServerSelectionError|MongoNetworkError/.test(s.body ?? ""),
    );
    // Answered while the database was really gone (before its start command).
    const during = samples.filter((s) => detected(s) && s.end < restartBegan);
    const cachedDuring = during.filter((s) => s.path === CACHED_PAGE);
    const neededDb = during.filter((s) => s.path !== CACHED_PAGE);
    const lastFailure = Math.max(restartedAt, ...samples.filter((s) => s.status !== 200).map((s) => s.end));
    const recoveryMs = lastFailure - restartedAt;
    const after = samples.filter((s) => s.start > lastFailure);
    const firstSuccess = Math.min(
      ...samples.filter((s) => s.status === 200 && s.start >= restartBegan).map((s) => s.end),
    );

    console.log(
      `fault: ${samples.length} requests; stop took ${stoppedAt - downAt} ms; during the outage ${during.length} requests, ` +
        `${neededDb.filter((s) => s.status === 503).length} of ${neededDb.length} needing the database answered 503, ` +
        `${cachedDuring.filter((s) => s.status === 200).length} of ${cachedDuring.length} cached pages 200; database start took ${restartedAt - restartBegan} ms; ` +
        `first success ${firstSuccess - restartBegan} ms after the start command, last failure ${recoveryMs} ms after the database was ready; ` +
        `${after.length} requests after it, all 200: ${after.every((s) => s.status === 200)}; ` +
        `${earlyPageErrors.length} page renders in flight at the stop answered 500`,
    );
    const afterRestart = samples.filter((s) => s.start >= restartedAt);
    const histogram = new Map<string, number>();
    for (const s of afterRestart) {
      const key = `${s.path} ${s.status} +${Math.floor((s.start - restartedAt) / 1000)}s`;
      histogram.set(key, (histogram.get(key) ?? 0) + 1);
    }
    const duringStatuses = [
      ...new Set(during.map((s) => `${s.path} ${s.status} +${s.start - stoppedAt}ms ${s.end - s.start}ms`)),
    ];
    const outageAnswered = (s: Sample) => s.status === (s.path === CACHED_PAGE ? 200 : 503);
    if (during.length === 0 || !during.every(outageAnswered)) {
      const around = samples.filter((s) => s.end > stoppedAt - 1000 && s.start < restartBegan);
      const timeline = around.map(
        (s) => `${s.path} ${s.status} start ${s.start - stoppedAt}ms took ${s.end - s.start}ms`,
      );
      console.log(
        "during the outage:",
        duringStatuses.join("; "),
        "\naround it (times from the stop):",
        timeline.join("; "),
      );
    }
    if (recoveryMs >= 5000 /* slower than the goal: show why */)
      console.log(
        "after the restart:",
        [...histogram.entries()].join("; "),
        afterRestart.find((s) => s.body)?.body?.slice(0, 300),
      );
    expect(hung).toEqual([]);
    expect(unexpected.map((s) => `${s.path} ${s.status}`)).toEqual([]);
    expect(stackTraces.map((s) => s.path)).toEqual([]);
    expect(neededDb.length).toBeGreaterThan(0);
    expect(cachedDuring.length).toBeGreaterThan(0);
    expect(during.filter((s) => !outageAnswered(s)).map((s) => `${s.path} ${s.status}`)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
  }, 120000);
});
