// The write-burst and rolling-restart sections of docs/benchmarks.md (issue 30).
import type { LoadResult } from "./autocannon";
import { rollingRestartOk, type RollingRestartResult } from "./rolling-restart";
import { WRITE_BURST_GOAL, writeBurstChecks, type WriteBurstResult } from "./write-burst";

const mark = (ok: boolean) => (ok ? "✓" : "✗");
/** The non-2xx answers by status, e.g. "502×40, 503×2". */
const otherStatuses = (run: LoadResult) =>
  Object.entries(run.statusCodes)
    .filter(([code]) => /^\d{3}$/.test(code) && !code.startsWith("2"))
    .map(([code, count]) => `${code}×${count}`)
    .join(", ");
const runLine = (name: string, run: LoadResult) =>
  `  - ${name}: ${run.requestsPerSecond.toFixed(0)} req/s, p99 ${run.p99} ms, non-2xx ${run.non2xx}` +
  `${run.non2xx ? ` (${otherStatuses(run)})` : ""}, errors/timeouts ${run.errors}`;

export function writeBurstSection(result: WriteBurstResult): string {
  const checks = writeBurstChecks(result);
  const seen = result.visibleAfterMs.filter((ms): ms is number => ms !== undefined);
  const sorted = [...seen].sort((a, b) => a - b);
  const slowest = sorted.at(-1);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
  return [
    "### Write burst (one publish a second for 20 s while 50 clients read)",
    `- ${mark(checks.readersOk)} readers — p99 < ${WRITE_BURST_GOAL.readerP99Ms} ms, no non-2xx:`,
    ...["/", "a category", "an article"].map((name, index) => runLine(name, result.readers[index]!)),
    `- ${mark(checks.visibleOk)} each publish on the home page within ${WRITE_BURST_GOAL.visibleWithinMs / 1000} s: ` +
      `${seen.length} of ${result.writes} seen, median ${median ?? "–"} ms, slowest ${slowest ?? "–"} ms`,
  ].join("\n");
}

export function rollingRestartSection(result: RollingRestartResult): string {
  return [
    "### Rolling restart (APP_SERVERS=2, both app servers restarted one at a time under load)",
    `- ${mark(rollingRestartOk(result))} no failed request, every comment answered 201 stored once and no other: ` +
      `${result.commentsAnswered201} answered 201, ${result.commentsStored} stored ` +
      `(${result.commentsLost} lost, ${result.commentsDoubled} doubled, ` +
      `${result.commentsStoredWithoutCreated} stored without a 201); restart ` +
      (result.restartDoneAfterMs === undefined
        ? "not finished within the run"
        : `done ${(result.restartDoneAfterMs / 1000).toFixed(1)} s into the run`),
    ...["/", "/jobs", "/api/blog/all"].map((name, index) => runLine(name, result.readers[index]!)),
    runLine("POST /api/blog/add-comment", result.writer),
  ].join("\n");
}
