// Turns bench results into markdown tables and docs/benchmarks.md (keeping the Lighthouse section
// scripts/lighthouse.ts writes into the same file).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import type { LoadResult } from "./autocannon";
import type { CpuSplit } from "./cpu";
import type { DbTiming, WriteStepTiming } from "./db";
import { checkGoal, checkMemory, goalLine, noneCompleted, type GoalCheck } from "./goals";
import type { GroupRss } from "./memory";
import { searchIndexLine, startUpLines, type ReadyFigures, type SearchIndexFigures } from "./search";
import { SEARCH_CLIENTS, STATIC_TARGET, type BenchTarget } from "./targets";
import { LIGHTHOUSE_END, LIGHTHOUSE_START } from "../lighthouse-report";
import { markdownPageWeightTable, type PageWeightReport } from "../page-weight";
import { formatDocument } from "../format-doc";

/**
 * `singleMs`: one request on an idle server, before the load (what a single visitor waits).
 * `cache`: the proxy's `X-Cache-Status` header on a second request (HIT when nginx answered from its cache).
 * `cpu`: the cores the server, FerretDB, the load generator and the rest of the machine used during the load.
 * `rssAfterBytes`: the server group's resident memory right after the load.
 */
export type BenchRow = {
  target: BenchTarget;
  result?: LoadResult;
  skipped?: string;
  singleMs?: number;
  cache?: string;
  cpu?: CpuSplit;
  rssAfterBytes?: number;
  restarted?: boolean;
  /** Requests/s of the same bytes served as a file, measured just before (cached-page rows). */
  referenceRps?: number;
};

export type BenchRun = {
  command: string;
  startedAt: Date;
  durationSeconds: number;
  connections: number;
  sizes: Record<string, number>;
  seedSeconds: number;
  rateLimitScale: number;
  peakMemory: GroupRss;
  /** One-minute load average when the targets started and when they ended. */
  loadAverage: { before: number; after: number };
  cores: number;
  dbTimings: DbTiming[];
  writeSteps: WriteStepTiming[];
  pageWeights?: PageWeightReport;
  rows: BenchRow[];
  /** Issue 20: when the search index answered after start-up, and the memory then. */
  searchIndex?: SearchIndexFigures;
  /** When /api/health/ready first answered 200 (issue 42's start-up rows). */
  ready?: ReadyFigures;
};

const MB = 1024 * 1024;

export function memoryLine(peak: GroupRss): string {
  return (
    `Peak resident memory: ${(peak.largestBytes / MB).toFixed(0)} MB for the server process, ` +
    `${(peak.totalBytes / MB).toFixed(0)} MB for its whole process group (every process \`next start\` runs), sampled every second`
  );
}

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(os.totalmem() / MB / 1024)} GB RAM, Node ${process.version}, ${os.platform()}`;
}

/** The static file's requests/s in this run: every "vs static" share is read against it. */
export function staticCeiling(rows: BenchRow[]): number | undefined {
  return rows.find((row) => row.result && row.target.name === STATIC_TARGET.name)?.result?.requestsPerSecond;
}

/** The issue 9 targets of every row that has one, then memory. */
export function goalChecks(run: Pick<BenchRun, "rows" | "peakMemory">): GoalCheck[] {
  const ceiling = staticCeiling(run.rows);
  const checks = run.rows.flatMap((row) =>
    row.target.goal
      ? [checkGoal(row.target.name, row.target.goal, row.result, row.referenceRps ?? ceiling)]
      : [],
  );
  return [...checks, checkMemory(run.peakMemory)];
}

function statusSummary(result: LoadResult): string {
  const others = Object.entries(result.statusCodes).filter(
    ([code]) => /^\d{3}$/.test(code) && !code.startsWith("2"),
  );
  const parts = [String(result.non2xx)];
  if (others.length) parts.push(`(${others.map(([code, count]) => `${code}×${count}`).join(", ")})`);
  if (result.errors) parts.push(`+ ${result.errors} errors`);
  return parts.join(" ");
}

export function markdownTable(rows: BenchRow[]): string {
  const ceiling = staticCeiling(rows);
  const lines = [
    "| Target | Requests/s | p50 (ms) | p99 (ms) | Non-2xx | vs static | 1 request idle (ms) | Cache | Goal |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: | :---: |",
  ];
  for (const row of rows) {
    const { result, skipped, singleMs, restarted } = row;
    const name = restarted ? `${row.target.name} †` : row.target.name;
    const base = row.referenceRps ?? ceiling;
    const goal = row.target.goal ? (checkGoal(name, row.target.goal, result, base).met ? "✓" : "✗") : "";
    const cache = row.cache ?? "–";
    if (!result) {
      lines.push(`| ${name} | ${skipped ?? "skipped"} | | | | | | | ${goal} |`);
      continue;
    }
    const single = singleMs === undefined ? "–" : String(singleMs);
    if (result.total === 0) {
      lines.push(
        `| ${name} | 0 (${noneCompleted(result)}) | – | – | – | 0 % | ${single} | ${cache} | ${goal} |`,
      );
      continue;
    }
    const share = base ? `${Math.round((result.requestsPerSecond / base) * 100)} %` : "–";
    const ratio = row.referenceRps ? `${share} of its file` : share;
    lines.push(
      `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${statusSummary(result)} | ${ratio} | ${single} | ${cache} | ${goal} |`,
    );
  }
  return lines.join("\n");
}

/** Server CPU time per completed request: what one more request costs the server's thread. */
export function serverMsPerRequest(row: BenchRow): number | undefined {
  if (!row.cpu || !row.result?.requestsPerSecond) return undefined;
  return (row.cpu.server * 1000) / row.result.requestsPerSecond;
}

export function cpuTable(rows: BenchRow[], cores: number): string {
  const lines = [
    `| Target | Server (cores) | Server CPU per request (ms) | FerretDB (cores) | Load generator (cores) | Other processes (cores) | Idle (of ${cores}) | Server RSS after (MB) |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of rows) {
    const { target, cpu } = row;
    if (!cpu) continue;
    const idle = Math.max(0, cores - cpu.server - cpu.database - cpu.loadGenerator - cpu.other);
    const perRequest = serverMsPerRequest(row)?.toFixed(2) ?? "–";
    const rss = row.rssAfterBytes === undefined ? "–" : (row.rssAfterBytes / MB).toFixed(0);
    lines.push(
      `| ${target.name} | ${cpu.server.toFixed(2)} | ${perRequest} | ${cpu.database.toFixed(2)} | ${cpu.loadGenerator.toFixed(2)} | ${cpu.other.toFixed(2)} | ${idle.toFixed(2)} | ${rss} |`,
    );
  }
  return lines.join("\n");
}

export function writeStepsTable(steps: WriteStepTiming[]): string {
  return [
    "| Step | Operations/s | p50 (ms) | p99 (ms) |",
    "| --- | ---: | ---: | ---: |",
    ...steps.map((step) => `| ${step.name} | ${step.opsPerSecond} | ${step.p50} | ${step.p99} |`),
  ].join("\n");
}

/** Hand-written measurements kept across bench runs (a profile, with the commands that produced it). */
export const PROFILE_START = "<!-- profile:start -->";
export const PROFILE_END = "<!-- profile:end -->";

/** A marked section of an existing docs/benchmarks.md, markers included, if it has one. */
function markedSectionOf(document: string, startMarker: string, endMarker: string): string | undefined {
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  return start !== -1 && end > start ? document.slice(start, end + endMarker.length) : undefined;
}

/** The Lighthouse section (scripts/lighthouse.ts writes it). */
export const lighthouseSectionOf = (document: string) =>
  markedSectionOf(document, LIGHTHOUSE_START, LIGHTHOUSE_END);

/** The profile section (written by hand, see its commands). */
export const profileSectionOf = (document: string) => markedSectionOf(document, PROFILE_START, PROFILE_END);

export function benchmarksDocument(run: BenchRun, notes: string, previous = ""): string {
  const sizes = Object.entries(run.sizes)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");
  const steps = run.writeSteps[0];
  const sections = [
    `# Benchmarks

Produced by \`npm run bench\` (scripts/bench.ts); re-run it to refresh this file. It seeds a throw-away
FerretDB, builds into \`.next-bench\`, starts the production stack (\`npm run serve\`: nginx in front of \`next start\`) in its own process group and load-tests each
target in turn with autocannon. Defaults: 20000 blogs, 100000 comments, 2000 events, 2000 jobs,
500 certifications, 50 connections, 20 s per target. A quick run:
\`npm run bench -- --blogs 2000 --comments 5000 --events 200 --jobs 200 --certifications 50 --duration 5 --no-write\`
(\`--no-write\` leaves this file alone; \`--only page,comment\` runs just the targets whose names contain those words).

- Date: ${run.startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC
- Machine: ${machineLine()}; one-minute load average ${run.loadAverage.before.toFixed(1)} when the targets started (after waiting up to 3 min for one under 1), ${run.loadAverage.after.toFixed(1)} when they ended
- Command: \`${run.command}\`
- Data: ${sizes} (large seed into a throw-away FerretDB 1.24 on SQLite, plus the demo content; seeded in ${run.seedSeconds.toFixed(1)} s)
- Load: autocannon, ${run.connections} connections, ${run.durationSeconds} s per target, from the same machine
- Server: \`npm run serve\` (nginx in front of one \`next start\`, production build), RATE_LIMIT_SCALE=${run.rateLimitScale}
- ${memoryLine(run.peakMemory)}
- ${searchIndexLine(run.searchIndex)} The site-search rows run with ${SEARCH_CLIENTS} clients.
${startUpLines(run.ready, run.searchIndex)
  .map((line) => `- ${line}`)
  .join("\n")}
- Floors (rows named "floor: …"): an empty Next.js app (\`scripts/lib/empty-next-app.ts\`, its own \`next start\` on the same machine, in the same run) — its prerendered page and a prerendered page of 30 plain cards about the home page's size (60 KB of HTML, 35 KB of it the inline payload) beside the cached pages, its route handler that only answers JSON beside the site-search rows, at the same concurrency. No page or route handler of a Next.js app can beat them here.

${markdownTable(run.rows)}

"vs static" is each target's throughput as a share of a static script chunk (\`/_next/static/chunks/…\`) that nginx serves from disk in the same run; for a cached page held to issue 30's goal it is the share of "its file": the same bytes saved as a file nginx serves as-is (the row "file: …" just above it, \`scripts/lib/bench/reference.ts\`), the file speed the goal names.
p50/p99 are autocannon's latency percentiles in milliseconds; a request slower than 10 s counts as a timeout.
† The previous target's queued requests were not worked off within the settle time, so the server and the database were restarted before this target.
"1 request idle" is one request on an otherwise idle server just before the load: what a single visitor waits.
"Cache" is nginx's \`X-Cache-Status\` on a second idle request (HIT: answered from the proxy's cache; BYPASS: never cached there).
"Goal" is the target of issue 9 the row is held to, listed below.

### Targets of issue 9

${goalChecks(run).map(goalLine).join("\n")}`,
    `### Where the CPU went

Average cores each side used during each target's load (CPU time from \`/proc\` over the load's wall time); the load generator is autocannon in the bench process.

${cpuTable(run.rows, run.cores)}`,
    `### The database alone

The main queries timed straight against the bench database with the MongoDB driver (no app in between), with the plan \`explain()\` reports:

| Query | Time (ms) | Plan |
| --- | ---: | --- |
${run.dbTimings.map((timing) => `| ${timing.name} | ${timing.ms} | ${timing.plan} |`).join("\n")}`,
  ];
  if (steps) {
    sections.push(`### The comment write path's database steps

Each step of \`POST /api/blog/add-comment\` alone, ${steps.concurrency} concurrent clients (the app's pool size) for 2 s, in the query shapes the app may use
(the rate-limit upserts share their collection with 1 000 other open windows, as on a site with many visitors):

${writeStepsTable(run.writeSteps)}`);
  }
  if (run.pageWeights) {
    sections.push(`## Public JavaScript per route

The gzipped JavaScript a first visit loads (the scripts each page's HTML references), measured on the bench build before the load.

${markdownPageWeightTable(run.pageWeights)}`);
  }
  sections.push(`## What limits these figures

${notes}`);
  for (const kept of [profileSectionOf(previous), lighthouseSectionOf(previous)])
    if (kept) sections.push(kept);
  return `${sections.join("\n\n")}\n`;
}

export function writeBenchmarksDoc(file: string, run: BenchRun, notes: string): void {
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  writeFileSync(file, benchmarksDocument(run, notes, previous));
  formatDocument(file);
}
