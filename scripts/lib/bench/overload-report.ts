// The overload scenario's section of docs/benchmarks.md: written by a run that measured it, kept
// as it was by runs that did not (the rest of the page is rewritten by every full run).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { OVERLOAD_GOAL, overloadChecks, type OverloadGroup, type OverloadResult } from "./overload";
import { formatDocument } from "../format-doc";

export const OVERLOAD_HEADING = "## Overload: a flood of uncached requests beside cached readers";

const statusList = (group: OverloadGroup) =>
  Object.entries(group.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");

const row = (name: string, group: OverloadGroup, seconds: number) =>
  `| ${name} | ${group.requests} | ${(group.requests / seconds).toFixed(0)} | ${group.p50} | ${group.p99} | ${group.max} | ${group.slow} | ${statusList(group)} |`;

export function overloadSection(
  result: OverloadResult,
  context: { date: Date; command: string; server: string },
): string {
  const { options } = result;
  const checks = overloadChecks(result);
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  return `${OVERLOAD_HEADING}

- Date: ${context.date.toISOString().replace("T", " ").slice(0, 16)} UTC; command: \`${context.command}\`
- Server: ${context.server}
- Machine: ${os.cpus().length} cores, shared; one-minute load average ${result.loadAverage.before.toFixed(1)} when the load started, ${result.loadAverage.after.toFixed(1)} when it ended
- Load (plain HTTP/1.1, kept-alive connections, bodies read but not decompressed, closed loop, ${options.durationSeconds} s): ${options.floodClients} flood clients in the bench process, each
  forging an X-Forwarded-For of its own (the proxy keys on the address it saw), sending random searches
  (\`/?search=…\`, \`/api/blog/all?search=…\`) and deep pages (\`/page/N\`, \`/api/blog/all?page=N\`, N random in
  2…${options.lastPage}); ${options.readerClients} readers (autocannon in a worker thread of their own) cycling through the cached pages
  ${options.readerPaths.map((path) => `\`${path}\``).join(", ")}

| Clients | Requests | Requests/s | p50 (ms) | p99 (ms) | Max (ms) | ≥ ${OVERLOAD_GOAL.floodMaxMs / 1000} s | Answers |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${row("cached readers", result.readers, options.durationSeconds)}
${row("flood (all)", result.flood, options.durationSeconds)}
${Object.entries(result.floodByKind)
  .map(([kind, group]) => row(`flood: ${kind}`, group, options.durationSeconds))
  .join("\n")}

- ${mark(checks.readersOk)} cached readers — p99 < ${OVERLOAD_GOAL.readerP99Ms} ms, no errors: p99 ${result.readers.p99} ms, ${result.readers.requests - (result.readers.statuses["200"] ?? 0)} not 200
- ${mark(checks.floodOk)} flood — every request answered 200, 429 or 503 in under ${OVERLOAD_GOAL.floodMaxMs / 1000} s: max ${result.flood.max} ms, ${result.flood.slow} unanswered at the limit, answers ${statusList(result.flood)}`;
}

/** The section as the file holds it now (up to the next \`## \` heading), or undefined. */
export function overloadSectionOf(document: string): string | undefined {
  const start = document.indexOf(OVERLOAD_HEADING);
  if (start === -1) return undefined;
  const next = document.indexOf("\n## ", start + OVERLOAD_HEADING.length);
  return document.slice(start, next === -1 ? undefined : next).trimEnd();
}

/** Puts `section` in place of the file's overload section, or at its end. */
export function writeOverloadSection(file: string, section: string): void {
  const document = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const current = overloadSectionOf(document);
  const next = current ? document.replace(current, section) : `${document.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next.endsWith("\n") ? next : `${next}\n`);
  formatDocument(file);
}
