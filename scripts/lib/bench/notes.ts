// The "what limits these figures" section of docs/benchmarks.md, computed from the run: which
// goals were missed and, for each, where the CPU went; the database's own figures; the machine.
import type { WriteStepTiming } from "./db";
import { checkMemory, MEMORY_BUDGET_BYTES } from "./goals";
import { mb } from "./memory";
import { goalChecks, serverMsPerRequest, staticCeiling, type BenchRow, type BenchRun } from "./report";
import { STATIC_TARGET } from "./targets";

/** Share of all cores busy above which a target counts as CPU-bound. */
const SATURATED_SHARE = 0.85;
/** A Node server runs its JavaScript on one thread: past this many cores that thread had nothing left. */
const SERVER_THREAD_BUSY = 0.9;

const cores = (value: number) => value.toFixed(2);

/** Where a target's time went, from the CPU split measured during its load. */
export function limitOf(row: BenchRow, totalCores: number): string {
  const cpu = row.cpu;
  if (!cpu) return "no CPU figures";
  const busy = cpu.server + cpu.database + cpu.loadGenerator + cpu.other;
  const saturated = busy >= SATURATED_SHARE * totalCores;
  const split =
    `server ${cores(cpu.server)}, FerretDB ${cores(cpu.database)}, autocannon ${cores(cpu.loadGenerator)}` +
    `${cpu.other >= 0.1 ? `, other processes ${cores(cpu.other)}` : ""} of ${totalCores} cores`;
  if (saturated && cpu.other > cpu.server + cpu.database)
    return `the cores were taken mostly by other work on the machine (${split})`;
  if (cpu.database > cpu.server && (saturated || cpu.database >= SERVER_THREAD_BUSY))
    return `CPU-bound in the database (${split})`;
  if (cpu.server >= SERVER_THREAD_BUSY) {
    const perRequest = serverMsPerRequest(row);
    return (
      `the server's JavaScript thread was busy throughout (${split}; Node runs a server's JavaScript on one thread)` +
      (perRequest === undefined ? "" : `, ${perRequest.toFixed(2)} ms of server CPU per request`)
    );
  }
  if (saturated) return `CPU-bound in the server (${split})`;
  return `the cores were not saturated (${split}): requests waited (on I/O, locks or queues) rather than computed`;
}

function setupNote(run: BenchRun): string {
  const staticRow = run.rows.find((row) => row.target.name === STATIC_TARGET.name);
  const measured = staticRow?.cpu
    ? ` During the static file, autocannon used ${cores(staticRow.cpu.loadGenerator)} cores and the server ${cores(staticRow.cpu.server)} (${serverMsPerRequest(staticRow)?.toFixed(2) ?? "?"} ms per request): the ceiling is what this setup can reach, not a property of the app. Where the server's thread is the limit, a target's share of the static throughput is roughly the static file's server CPU per request over its own (the CPU table below).`
    : "";
  return `- **One machine, ${run.cores} cores.** autocannon runs in the bench process on the same cores as \`next start\` and FerretDB, so every figure includes the load generator's own CPU use.${measured}`;
}

function missedGoalNotes(run: BenchRun): string[] {
  const checks = goalChecks(run);
  const missed = checks.filter((check) => !check.met);
  const notes = [`- **Targets of issue 9: ${checks.length - missed.length} of ${checks.length} met.**`];
  for (const check of missed) {
    const row = run.rows.find((candidate) => candidate.target.name === check.subject);
    if (!row) continue; // memory has its own note
    const cacheNote =
      row.target.goal === "cached-page" && row.cache !== "HIT"
        ? `; not served from the proxy's cache (X-Cache-Status: ${row.cache ?? "none"})`
        : "";
    notes.push(`  - ${check.subject} (${check.measured}): ${limitOf(row, run.cores)}${cacheNote}.`);
  }
  return notes;
}

function databaseNote(run: BenchRun): string[] {
  const scans = run.dbTimings.filter((timing) => timing.plan === "collection scan");
  if (!scans.length) return [];
  const list = scans.map((timing) => `${timing.name} ${timing.ms} ms`).join("; ");
  return [
    `- **The database scans.** \`explain()\` on the bench database reports a collection scan for ${scans.length} of ${run.dbTimings.length} main queries (${list}, on ${run.sizes.blogs} + demo blogs and ${run.sizes.comments} comments): FerretDB on SQLite filters and sorts those in its own Go code, on the same cores as the server. Every request that reaches such a query pays at least that time.`,
  ];
}

function writePathNote(run: BenchRun): string[] {
  const steps = run.writeSteps;
  if (!steps.length) return [];
  const slowest = steps.reduce((low, step) => (step.opsPerSecond < low.opsPerSecond ? step : low));
  const post = run.rows.find((row) => row.target.goal === "write")?.result;
  const figures = steps
    .map((step: WriteStepTiming) => `${step.name} ${step.opsPerSecond}/s (p99 ${step.p99} ms)`)
    .join("; ");
  const notes = [
    `- **The comment write path** runs a rate-limit upsert (one per window at a time per server, carrying the hits that arrived meanwhile), a published-blog check and the insert one after another. Alone, ${steps[0]!.concurrency} concurrent clients get: ${figures}. The slowest shape is ${slowest.name} at ${slowest.opsPerSecond}/s${post ? `; the route reached ${post.requestsPerSecond.toFixed(0)} req/s with every step plus the server's own work` : ""}.`,
  ];
  const scanned = steps.find((step) =>
    step.name.startsWith("published-blog check, filter { _id, isPublished }"),
  );
  const direct = steps.find((step) => step.name.startsWith("published-blog check, filter { _id }"));
  if (scanned && direct && direct.opsPerSecond >= 2 * scanned.opsPerSecond) {
    notes.push(
      `- A published-blog check filtered on \`_id\` alone ran ${(direct.opsPerSecond / Math.max(scanned.opsPerSecond, 1)).toFixed(1)}× as fast as one filtered on \`{ _id, isPublished }\` (FerretDB hands only a lone \`_id\` filter to SQLite's primary key; any other filter scans the collection).`,
    );
  }
  return notes;
}

export function benchNotes(run: BenchRun): string {
  const notes = [setupNote(run), ...missedGoalNotes(run), ...databaseNote(run), ...writePathNote(run)];
  if (run.loadAverage.before > 1.5) {
    notes.push(
      `- The machine was not idle: its load average was ${run.loadAverage.before.toFixed(1)} when the targets started (other builds or tests), so every figure is lower than on a quiet machine.`,
    );
  }
  const failing = run.rows.filter((row) => row.result && row.result.non2xx + row.result.errors > 0);
  if (failing.length)
    notes.push(
      `- Targets with non-2xx answers or errors: ${failing.map((row) => row.target.name).join(", ")}.`,
    );
  const restarted = run.rows.filter((row) => row.restarted);
  if (restarted.length) {
    notes.push(
      `- The server and database were restarted (the previous target's queue was not drained) before: ${restarted.map((row) => row.target.name).join(", ")}.`,
    );
  }
  const skipped = run.rows.filter((row) => !row.result);
  if (skipped.length)
    notes.push(
      `- Skipped (not built yet when this ran): ${skipped.map((row) => row.target.name).join(", ")}.`,
    );
  const ceiling = staticCeiling(run.rows);
  if (ceiling) notes.push(`- Static-file ceiling in this run: ${ceiling.toFixed(0)} requests/s.`);
  const firstOver = run.rows.find((row) => (row.rssAfterBytes ?? 0) >= MEMORY_BUDGET_BYTES);
  const growth = run.rows.filter((row) => row.rssAfterBytes !== undefined);
  const path = growth.length
    ? ` After the first target the group held ${mb(growth[0]!.rssAfterBytes!)}, after the last ${mb(growth.at(-1)!.rssAfterBytes!)}` +
      (firstOver ? `; it first stood over the target after ${firstOver.target.name}.` : ".")
    : "";
  notes.push(
    `- Peak resident memory ${mb(run.peakMemory.largestBytes)} for the server process, ${mb(run.peakMemory.totalBytes)} for the whole group ` +
      `(${checkMemory(run.peakMemory).met ? "within" : "over"} the ${mb(MEMORY_BUDGET_BYTES)} target).${path}`,
  );
  return notes.join("\n");
}
