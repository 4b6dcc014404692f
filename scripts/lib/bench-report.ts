// Turns bench results into a markdown table and docs/benchmarks.md.
import { writeFileSync } from "node:fs";
import os from "node:os";
import type { LoadResult } from "./bench-autocannon";
import type { DbTiming } from "./bench-db";
import type { GroupRss } from "./bench-memory";
import type { BenchTarget } from "./bench-targets";

/** `singleMs`: one request on an idle server, before the load (what a single visitor waits). */
export type BenchRow = { target: BenchTarget; result?: LoadResult; skipped?: string; singleMs?: number; restarted?: boolean };

export type BenchRun = {
  command: string;
  startedAt: Date;
  durationSeconds: number;
  connections: number;
  sizes: Record<string, number>;
  seedSeconds: number;
  peakMemory: GroupRss;
  /** One-minute load average before the seed and after the last target (other work on the machine shows here). */
  loadAverage: { before: number; after: number };
  dbTimings: DbTiming[];
  rows: BenchRow[];
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

function statusSummary(result: LoadResult): string {
  const others = Object.entries(result.statusCodes).filter(([code]) => /^\d{3}$/.test(code) && !code.startsWith("2"));
  const parts = [String(result.non2xx)];
  if (others.length) parts.push(`(${others.map(([code, count]) => `${code}×${count}`).join(", ")})`);
  if (result.errors) parts.push(`+ ${result.errors} errors`);
  return parts.join(" ");
}

export function markdownTable(rows: BenchRow[]): string {
  const ceiling = rows.find((row) => row.result && row.target.path === "/bench.txt")?.result?.requestsPerSecond;
  const lines = [
    "| Target | Requests/s | p50 (ms) | p99 (ms) | Non-2xx | vs static | 1 request idle (ms) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { target: plain, result, skipped, singleMs, restarted } of rows) {
    const target = restarted ? { ...plain, name: `${plain.name} †` } : plain;
    if (!result) {
      lines.push(`| ${target.name} | ${skipped ?? "skipped"} | | | | | |`);
      continue;
    }
    const single = singleMs === undefined ? "–" : String(singleMs);
    if (result.total === 0) {
      lines.push(`| ${target.name} | 0 (none completed; ${result.errors} timeouts/errors) | – | – | – | 0 % | ${single} |`);
      continue;
    }
    const ratio = ceiling ? `${Math.round((result.requestsPerSecond / ceiling) * 100)} %` : "–";
    lines.push(
      `| ${target.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${statusSummary(result)} | ${ratio} | ${single} |`,
    );
  }
  return lines.join("\n");
}

export function writeBenchmarksDoc(file: string, run: BenchRun, notes: string): void {
  const sizes = Object.entries(run.sizes)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(", ");
  const text = `# Benchmarks

Produced by \`npm run bench\` (scripts/bench.ts); re-run it to refresh this file. It seeds a throw-away
FerretDB, builds into \`.next-bench\`, starts \`next start\` in its own process group and load-tests each
target in turn with autocannon. Defaults: 20000 blogs, 100000 comments, 2000 events, 2000 jobs,
500 certifications, 50 connections, 20 s per target. A quick run:
\`npm run bench -- --blogs 2000 --comments 5000 --duration 3\` (add \`--no-write\` to leave this file alone).

- Date: ${run.startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC
- Machine: ${machineLine()}; one-minute load average ${run.loadAverage.before.toFixed(1)} before the run, ${run.loadAverage.after.toFixed(1)} after it
- Command: \`${run.command}\`
- Data: ${sizes} (large seed into a throw-away FerretDB 1.24 on SQLite, plus the demo content; seeded in ${run.seedSeconds.toFixed(1)} s)
- Load: autocannon, ${run.connections} connections, ${run.durationSeconds} s per target, from the same machine
- Server: \`next start\` (production build), RATE_LIMIT_SCALE=1000
- ${memoryLine(run.peakMemory)}

${markdownTable(run.rows)}

"vs static" is each target's throughput as a share of the static file served by the same server in the same run.
p50/p99 are autocannon's latency percentiles in milliseconds; a request slower than 10 s counts as a timeout.
† The previous target's queued requests were not worked off within 30 s, so the server and the database were restarted before this target.
"1 request idle" is one request on an otherwise idle server just before the load: what a single visitor waits.

### The database alone

The main queries timed straight against the bench database with the MongoDB driver (no app in between), with the plan \`explain()\` reports:

| Query | Time (ms) | Plan |
| --- | ---: | --- |
${run.dbTimings.map((timing) => `| ${timing.name} | ${timing.ms} | ${timing.plan} |`).join("\n")}

## What limits these figures

${notes}
`;
  writeFileSync(file, text);
}
