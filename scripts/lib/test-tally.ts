// The one line `npm test` ends with: the tests of every layer that ran, `N passed, M failed`.
// Vitest and Playwright write JSON reports beside their usual output; a check without tests of its
// own (type check, lint, format check, build) counts as one.
import { existsSync, readFileSync, rmSync } from "node:fs";

export type Tally = { passed: number; failed: number };

type VitestReport = { numPassedTests?: number; numFailedTests?: number };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number } };

/** Reads (and removes) a report; undefined when the runner stopped before writing it. */
function readReport<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } finally {
    rmSync(file, { force: true });
  }
}

export function vitestTally(file: string): Tally | undefined {
  const report = readReport<VitestReport>(file);
  return report && { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Flaky tests passed on a retry, so they count as passed; unexpected ones failed. */
export function playwrightTally(file: string): Tally | undefined {
  const stats = readReport<PlaywrightReport>(file)?.stats;
  return stats && { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/** A step's count: its report's, or the step itself as one check when it has none. */
export function stepTally(report: Tally | undefined, exitCode: number): Tally {
  if (report && (report.failed > 0 || exitCode === 0)) return report;
  // No report, or a failing exit with every test passed (a crash, a failed hook): one failure more.
  return exitCode === 0
    ? { passed: 1, failed: 0 }
    : { passed: report?.passed ?? 0, failed: (report?.failed ?? 0) + 1 };
}

export function addTally(total: Tally, part: Tally): void {
  total.passed += part.passed;
  total.failed += part.failed;
}

export const summaryLine = ({ passed, failed }: Tally) => `${passed} passed, ${failed} failed`;
