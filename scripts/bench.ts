// npm run bench – seeds the large data set into a throw-away FerretDB, builds and starts the
// production server, load-tests the static-file ceiling, APIs, pages and the comment write path
// with autocannon, checks the targets of issue 9, prints a markdown table and writes docs/benchmarks.md.
// Flags: --blogs N --comments N --events N --jobs N --certifications N --duration S --connections N
// --only a,b (just the targets whose names contain a or b, plus the static ceiling) --no-write (print only)
// --out FILE (write FILE instead of docs/benchmarks.md, e.g. to check a trial run's document).
// After the targets, the overload scenario (scripts/lib/bench/overload.ts) on a server with production
// limits; `--only overload` runs just that and updates only its section of the document.
// Scenarios by name in --only: write-burst, rolling-restart, overload, import (--import-posts N, 10 000 by default).
// Quick run: npm run bench -- --blogs 2000 --comments 5000 --events 200 --jobs 200 --certifications 50 --duration 5 --no-write
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadTest } from "./lib/bench/autocannon";
import { startCpuMeter } from "./lib/bench/cpu";
import { timeCommentWriteSteps, timeListingQueries } from "./lib/bench/db";
import { groupRss, mb } from "./lib/bench/memory";
import { goalLine } from "./lib/bench/goals";
import { pickBenchIds } from "./lib/bench/ids";
import { benchNotes } from "./lib/bench/notes";
import {
  goalChecks,
  markdownTable,
  memoryLine,
  writeBenchmarksDoc,
  type BenchRow,
  type BenchRun,
} from "./lib/bench/report";
import { searchIndexLine, startUpLines, waitForReady, waitForSearchIndex } from "./lib/bench/search";
import { referenceDirIn, saveReferenceCopy } from "./lib/bench/reference";
import { startBenchServer } from "./lib/bench/server";
import {
  benchTargets,
  firstScriptChunk,
  pageWeightPaths,
  selectTargets,
  withStaticChunk,
  type BenchTarget,
} from "./lib/bench/targets";
import { startEmptyNextApp, type EmptyNextApp } from "./lib/empty-next-app";
import { isolatedBuild } from "./lib/isolated-build";
import type { OverloadResult } from "./lib/bench/overload";
import { overloadSection, overloadSectionOf, writeOverloadSection } from "./lib/bench/overload-report";
import { OVERLOAD_SERVER, measureOverload } from "./lib/bench/overload-run";
import { rollingRestartSection, writeBurstSection } from "./lib/bench/scenarios-report";
import { restartBySignal, runRollingRestart, type RollingRestartResult } from "./lib/bench/rolling-restart";
import { runWriteBurst, type WriteBurstResult } from "./lib/bench/write-burst";
import { importSection, runImportBench, type ImportBenchResult } from "./lib/bench/import";
import { localServerEnv } from "./lib/local-server-env";
import { freePort, startLocalDb } from "./lib/local-db";
import { measurePageWeights, type PageWeightReport } from "./lib/page-weight";
import { onShutdown, run } from "../deploy/lib/processes";
import { loadAverage, quietMachine } from "./lib/quiet-machine";
import { seedDemoContent } from "./lib/seed/demo";
import { LARGE_KINDS, seedLargeContent, type LargeSeedSizes } from "./lib/seed/large";

const DEFAULT_SIZES: LargeSeedSizes = {
  blogs: 20000,
  comments: 100000,
  events: 2000,
  jobs: 2000,
  certifications: 500,
};
const DIST_DIR = ".next-bench";
/** A request slower than this counts as a timeout (autocannon's default, made explicit). */
const REQUEST_TIMEOUT_SECONDS = 10;
/** How long the server may take to work off a slow target's queued requests before it is restarted. */
const SETTLE_MAX_MS = 20000;
/** Rate limits raised far enough that the write path is measured, not the limiter (issue 9). */
const RATE_LIMIT_SCALE = 100000;
/** Per target besides its load: the idle probes and the health check before it, when nothing is slow. */
const TARGET_OVERHEAD_SECONDS = 3;

function numberFlag(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} needs a number, got "${args[index + 1] ?? ""}"`);
  return value;
}

function listFlag(args: string[], name: string): string[] {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return [];
  return (args[index + 1] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

type Probe = { skipped?: string; singleMs?: number; cache?: string };

async function request(baseUrl: string, target: BenchTarget): Promise<Response> {
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: target.method ?? "GET",
    headers: target.body ? { "Content-Type": "application/json" } : undefined,
    body: target.body ? JSON.stringify(target.body) : undefined,
    signal: AbortSignal.timeout(60000),
  });
  await response.arrayBuffer();
  return response;
}

/**
 * One request first, timed on an otherwise idle server: a route that 404s is not built yet and
 * is skipped rather than measured; a route that answers slowly is still measured. A second GET
 * of a page reads whether the proxy answered it from its cache.
 */
async function probe(baseUrl: string, target: BenchTarget): Promise<Probe> {
  const started = performance.now();
  try {
    const first = await request(baseUrl, target);
    if (first.status === 404) return { skipped: "skipped (not built yet)" };
    const singleMs = Math.round(performance.now() - started);
    // Route handlers here are never cached: no second (possibly slow) request for them.
    if (target.method === "POST" || target.path.startsWith("/api/")) return { singleMs };
    const second = await request(baseUrl, target);
    return { singleMs, cache: second.headers.get("x-cache-status") ?? undefined };
  } catch {
    return {};
  }
}

async function pageWeightsOrNothing(baseUrl: string, paths: string[]): Promise<PageWeightReport | undefined> {
  try {
    return await measurePageWeights(baseUrl, paths);
  } catch (error) {
    console.log(`Page weights not measured: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The empty Next.js app the floor rows are measured on, stopped and removed with the run. */
async function startFloor(cleanups: Array<() => Promise<void>>): Promise<EmptyNextApp> {
  const dir = path.join(process.cwd(), ".data", `bench-floor-${process.pid}`);
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  console.log("Building the empty Next.js app for the floor rows...");
  const floor = await startEmptyNextApp(dir, await freePort());
  cleanups.push(() => floor.group.stop());
  return floor;
}

async function main() {
  const args = process.argv.slice(2);
  const sizes = Object.fromEntries(
    LARGE_KINDS.map((kind) => [kind, numberFlag(args, kind, DEFAULT_SIZES[kind])]),
  ) as LargeSeedSizes;
  const duration = numberFlag(args, "duration", 20);
  const connections = numberFlag(args, "connections", 50);
  const only = listFlag(args, "only");
  const command = ["npm run bench", ...(args.length ? ["--", ...args] : [])].join(" ");
  const startedAt = new Date();

  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
  };
  onShutdown(cleanup);

  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-bench-db-"));
    const referenceDir = referenceDirIn(dataDir);
    let db = await startLocalDb({ dataDir, database: "hrnews_bench", log: () => undefined });
    cleanups.push(async () => {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    // Same port and files, so the server's connection string stays valid and it reconnects by itself.
    const resetDatabase = async () => {
      await db.stop();
      db = await startLocalDb({ dataDir, port: db.port, database: "hrnews_bench", log: () => undefined });
    };
    console.log(`Bench database: ${db.uri}`);

    const seedStarted = Date.now();
    await seedDemoContent(db.uri);
    await seedLargeContent(db.uri, sizes);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const ids = await pickBenchIds(db.uri);
    const overloadOnly = only.length === 1 && only[0] === "overload";
    const runOverload = only.length === 0 || only.includes("overload");
    const selected = overloadOnly ? [] : selectTargets(benchTargets(ids), only);
    // `--only overload` measures the scenario alone: no query timings, write steps or page weights.
    const dbTimings = overloadOnly ? [] : await timeListingQueries(db.uri);
    for (const timing of dbTimings)
      console.log(`  database alone – ${timing.name}: ${timing.ms} ms (${timing.plan})`);
    const writeSteps = overloadOnly ? [] : await timeCommentWriteSteps(db.uri, ids.blogId);
    for (const step of writeSteps)
      console.log(`  write step alone – ${step.name}: ${step.opsPerSecond}/s, p99 ${step.p99} ms`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const build = isolatedBuild(DIST_DIR, `bench-${port}`);
    cleanups.push(async () => build.remove());
    const env = localServerEnv({
      port,
      mongoUri: db.uri,
      build,
      // The targets measure the routes, not the work gate (the overload scenario uses the defaults).
      extra: {
        RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
        WORK_CONCURRENCY: "20",
        WORK_DEADLINE_MS: "60000",
        PROXY_REFERENCE_DIR: referenceDir,
      },
    });

    console.log("\nBuilding the production server (next build)...");
    const buildStarted = Date.now();
    if ((await run("npx", ["next", "build"], { env })) !== 0) throw new Error("next build failed");
    console.log(`Built in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s`);

    const serverLog = path.join(dataDir, "server.log");
    const logFd = openSync(serverLog, "a");
    // The start-up figures are measured too: not while the build still weighs on the machine.
    await quietMachine();
    console.log(`Load average when the server starts: ${loadAverage().toFixed(2)}`);
    const serverStarted = Date.now();
    const server = await startBenchServer({ env, port, logFd, resetDatabase }).catch((error) => {
      // The log goes with the throw-away directory: show why the server did not come up.
      const lines = readFileSync(serverLog, "utf8").trimEnd().split("\n");
      console.error(`The server's last lines:\n${lines.slice(-40).join("\n")}`);
      throw error;
    });
    cleanups.push(() => server.stop());
    const ready = overloadOnly
      ? undefined
      : await waitForReady(baseUrl, serverStarted, server.groupId(), sizes.blogs);
    const searchIndex = overloadOnly
      ? undefined
      : await waitForSearchIndex(baseUrl, serverStarted, server.groupId());
    if (searchIndex) console.log(searchIndexLine(searchIndex));
    const startUp = overloadOnly ? [] : startUpLines(ready, searchIndex);
    for (const line of startUp) console.log(line);
    const pageWeights = overloadOnly ? undefined : await pageWeightsOrNothing(baseUrl, pageWeightPaths(ids));
    const chunk = firstScriptChunk(await (await fetch(`${baseUrl}/`)).text());
    if (!chunk) throw new Error("The home page names no script chunk to measure as the static ceiling");
    const targets = overloadOnly ? [] : withStaticChunk(selected, chunk);
    const floor = targets.some((target) => target.server === "floor")
      ? await startFloor(cleanups)
      : undefined;
    // The build, the seed and the first renders just before would weigh on the figures.
    await quietMachine();
    const loadBefore = loadAverage();
    console.log(`Load average when the targets start: ${loadBefore.toFixed(2)}`);
    const typicalMinutes = (targets.length * (duration + TARGET_OVERHEAD_SECONDS)) / 60;
    const worstMinutes =
      (targets.length * (duration + TARGET_OVERHEAD_SECONDS + SETTLE_MAX_MS / 1000 + 15)) / 60;
    console.log(
      `Server: ${baseUrl}; ${targets.length} targets, ${connections} connections, ${duration} s each: ` +
        `about ${typicalMinutes.toFixed(0)} min, at most ~${worstMinutes.toFixed(0)} min if every target needs a restart\n`,
    );

    const rows: BenchRow[] = [];
    for (const target of targets) {
      const restarted = (await server.settle(SETTLE_MAX_MS)) === "restarted";
      // A restarted server builds its search index again: measure against the index, not the fallback.
      if (restarted && searchIndex) await waitForSearchIndex(baseUrl, Date.now(), server.groupId());
      if (restarted) {
        console.log(
          `  (the previous target's queue was not drained after ${SETTLE_MAX_MS / 1000} s: restarted the server and the database)`,
        );
      }
      // A floor row is served by the empty Next.js app, every other row by the site.
      const host = target.server === "floor" && floor ? floor : undefined;
      const targetBase = host ? host.url : baseUrl;
      const { skipped, singleMs, cache } = await probe(targetBase, target);
      if (skipped) {
        console.log(`${target.name}: ${skipped}`);
        rows.push({ target, skipped, restarted });
        continue;
      }
      const measure = async (measured: BenchTarget, note: string) => {
        const cpuSince = await startCpuMeter({
          serverGroup: host ? () => host.group.child.pid! : server.groupId,
          databaseGroup: () => db.pid,
        });
        const result = await loadTest({
          url: `${targetBase}${measured.path}`,
          connections: measured.connections ?? connections,
          duration,
          method: measured.method ?? "GET",
          headers: measured.body ? { "content-type": "application/json" } : undefined,
          body: measured.body ? JSON.stringify(measured.body) : undefined,
          timeout: REQUEST_TIMEOUT_SECONDS,
        });
        const cpu = await cpuSince();
        const rssAfterBytes = (await groupRss(server.groupId())).totalBytes;
        console.log(
          `${measured.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
            `non-2xx ${result.non2xx}, errors/timeouts ${result.errors}, ${note}; ` +
            `cores: server ${cpu.server.toFixed(2)}, FerretDB ${cpu.database.toFixed(2)}, autocannon ${cpu.loadGenerator.toFixed(2)}`,
        );
        return { result, cpu, rssAfterBytes };
      };
      // A cached page is held to the same bytes served as a file, measured just before it.
      let referenceRps: number | undefined;
      if (target.goal === "cached-page" && !host) {
        const copy = await saveReferenceCopy(baseUrl, target, referenceDir);
        const measured = await measure(copy, "a file nginx serves as-is");
        rows.push({ target: copy, ...measured });
        referenceRps = measured.result.requestsPerSecond;
      }
      const measured = await measure(target, `single request ${singleMs ?? "?"} ms, cache ${cache ?? "–"}`);
      rows.push({ target, ...measured, singleMs, cache, restarted, referenceRps });
    }
    const loadAfterTargets = loadAverage();
    console.log(`Load average when the targets ended: ${loadAfterTargets.toFixed(2)}`);
    /** Each scenario starts on a quiet machine; the load before and after it is printed. */
    const scenario = async <T>(name: string, measure: () => Promise<T>): Promise<T> => {
      await quietMachine();
      const before = loadAverage();
      const result = await measure();
      console.log(
        `Load average around the ${name}: ${before.toFixed(2)} before, ${loadAverage().toFixed(2)} after`,
      );
      return result;
    };
    let writeBurst: WriteBurstResult | undefined;
    if (!overloadOnly && (only.length === 0 || only.includes("write-burst"))) {
      console.log(`\nWrite-burst scenario (20 s, ${connections} readers)...`);
      writeBurst = await scenario("write burst", () =>
        runWriteBurst({
          baseUrl,
          mongoUri: db.uri,
          articlePath: `/blog/${ids.blogId}`,
          durationSeconds: 20,
          connections,
        }),
      );
      console.log(writeBurstSection(writeBurst));
    }
    // The import adds posts: the goal of under 400 MB per app server is for the seeded size (issue 42).
    const seededPeak = server.peakMemory();
    console.log(
      `App server peak over the targets and the write burst, at ${sizes.blogs} posts: ${mb(seededPeak.largestBytes)}`,
    );
    let importResult: ImportBenchResult | undefined;
    if (!overloadOnly && (only.length === 0 || only.includes("import"))) {
      const posts = numberFlag(args, "import-posts", 10000);
      console.log(`\nImport scenario (a ${posts}-post WordPress export)...`);
      importResult = await scenario("import", () =>
        runImportBench({
          baseUrl,
          mongoUri: db.uri,
          jwtSecret: String(env.JWT_SECRET),
          serverGroup: server.groupId(),
          posts,
        }),
      );
      console.log(importSection(importResult));
    }
    const peakMemory = server.peakMemory();
    await server.stop();
    let rollingRestart: RollingRestartResult | undefined;
    if (!overloadOnly && (only.length === 0 || only.includes("rolling-restart"))) {
      console.log(`\nRolling-restart scenario (APP_SERVERS=2, ${connections} clients)...`);
      const pair = await startBenchServer({ env: { ...env, APP_SERVERS: "2" }, port, logFd, resetDatabase });
      cleanups.push(() => pair.stop());
      try {
        rollingRestart = await scenario("rolling restart", () =>
          runRollingRestart({
            baseUrl,
            mongoUri: db.uri,
            blogId: ids.blogId,
            restart: () => restartBySignal(pair.groupId(), serverLog),
            // At least this long, and until both servers have restarted and answered again.
            durationSeconds: Math.max(duration, 20),
            connections,
          }),
        );
      } finally {
        await pair.stop();
      }
      console.log(rollingRestartSection(rollingRestart));
    }
    let overload: OverloadResult | undefined;
    if (runOverload) {
      console.log(`\nOverload scenario (${duration} s)...`);
      overload = await measureOverload({ env, port, logFd, resetDatabase, ids, durationSeconds: duration });
      console.log(JSON.stringify({ readers: overload.readers, flood: overload.flood }));
    }
    const errorLines = readFileSync(serverLog, "utf8")
      .split("\n")
      .filter((line) => line.includes('"level":"error"'));
    if (errorLines.length) {
      console.log(
        `\nThe server logged ${errorLines.length} errors; the last one:\n${errorLines.at(-1)!.slice(0, 500)}`,
      );
    }

    const benchRun: BenchRun = {
      command,
      startedAt,
      durationSeconds: duration,
      connections,
      sizes,
      seedSeconds,
      rateLimitScale: RATE_LIMIT_SCALE,
      peakMemory,
      loadAverage: { before: loadBefore, after: loadAfterTargets },
      cores: os.cpus().length,
      dbTimings,
      writeSteps,
      pageWeights,
      rows,
      searchIndex,
      ready,
    };
    console.log(
      `\n${markdownTable(rows)}\n\n${memoryLine(peakMemory)}\n\n${goalChecks(benchRun).map(goalLine).join("\n")}`,
    );
    console.log(`\n${benchNotes(benchRun)}`);
    const overloadMarkdown = overload
      ? overloadSection(overload, { date: startedAt, command, server: OVERLOAD_SERVER })
      : undefined;
    if (overloadMarkdown) console.log(`\n${overloadMarkdown}`);
    if (!args.includes("--no-write")) {
      const out = path.resolve(listFlag(args, "out")[0] ?? path.join("docs", "benchmarks.md"));
      const keptOverload = existsSync(out) ? overloadSectionOf(readFileSync(out, "utf8")) : undefined;
      const scenarios = [
        writeBurst ? writeBurstSection(writeBurst) : "",
        rollingRestart ? rollingRestartSection(rollingRestart) : "",
        importResult ? importSection(importResult) : "",
      ].filter(Boolean);
      if (!overloadOnly) writeBenchmarksDoc(out, benchRun, [benchNotes(benchRun), ...scenarios].join("\n\n"));
      const section = overloadMarkdown ?? keptOverload;
      if (section) writeOverloadSection(out, section);
      console.log(`Wrote ${out}`);
    }
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
