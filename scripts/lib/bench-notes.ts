// The "what limits these figures" section of docs/benchmarks.md: fixed facts about the setup plus
// observations computed from the run against the targets of issue 9.
import type { BenchRun } from "./bench-report";

const PAGE_P99_BUDGET_MS = 100;
const MEMORY_BUDGET_MB = 400;

export function benchNotes(run: BenchRun): string {
  const notes = [
    "- **One machine, two cores.** autocannon runs on the same 2 cores as `next start` and FerretDB, so every figure includes the load generator's own CPU use; the static file is the ceiling this setup can reach, not a property of the app.",
    "- **FerretDB on SQLite, not MongoDB.** FerretDB 1.24 pushes few filters and sorts down to SQLite (`explain()` shows `SCAN` for most listing queries), so database-bound routes scan and sort in FerretDB's Go code; with 100 000 comments a per-post comment query is a full collection scan. On a real MongoDB the same queries use the indexes in `models/`.",
    "- **Uncached pages render on every request.** Pages that are not yet served from Next's cache (issue 9) pay for React server rendering plus their database queries on every hit.",
  ];
  const listing = run.dbTimings[0];
  if (listing) {
    notes.push(
      `- Measured: the main listing query alone takes ${listing.ms} ms on ${run.sizes.blogs} + demo blogs (${listing.plan}); every route that lists blogs pays at least that per request, and FerretDB runs such queries on the same 2 cores.`,
    );
  }
  const ceiling = run.rows.find((row) => row.target.path === "/bench.txt")?.result?.requestsPerSecond;
  const slowPages = run.rows.filter(
    (row) => row.target.name.startsWith("page ") && row.result && (row.result.total === 0 || row.result.p99 >= PAGE_P99_BUDGET_MS),
  );
  if (slowPages.length) {
    const describe = (row: (typeof slowPages)[number]) =>
      row.result!.total === 0 ? `${row.target.name} (no request completed within 10 s)` : `${row.target.name} (${row.result!.p99} ms)`;
    notes.push(`- Pages over the ${PAGE_P99_BUDGET_MS} ms p99 target: ${slowPages.map(describe).join(", ")}.`);
  }
  if (run.loadAverage.before > 1.5) {
    notes.push(
      `- The machine was not idle: its load average was ${run.loadAverage.before.toFixed(1)} when the run started (other builds or tests), so every figure is lower than on a quiet machine.`,
    );
  }
  const failing = run.rows.filter((row) => row.result && row.result.non2xx + row.result.errors > 0);
  if (failing.length) {
    notes.push(`- Targets with non-2xx answers or errors: ${failing.map((row) => row.target.name).join(", ")}.`);
  }
  const skipped = run.rows.filter((row) => !row.result);
  if (skipped.length) notes.push(`- Skipped (not built yet when this ran): ${skipped.map((row) => row.target.name).join(", ")}.`);
  if (ceiling) notes.push(`- Static-file ceiling in this run: ${ceiling.toFixed(0)} requests/s.`);
  const serverMb = run.peakMemory.largestBytes / 1024 / 1024;
  const groupMb = run.peakMemory.totalBytes / 1024 / 1024;
  notes.push(
    `- Peak resident memory ${serverMb.toFixed(0)} MB for the server process and ${groupMb.toFixed(0)} MB for the whole group ` +
      `(${groupMb < MEMORY_BUDGET_MB ? "within" : serverMb < MEMORY_BUDGET_MB ? "the server within, the group over" : "over"} the ${MEMORY_BUDGET_MB} MB target).`,
  );
  return notes.join("\n");
}
