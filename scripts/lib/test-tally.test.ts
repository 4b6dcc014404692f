import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { playwrightTally, stepTally, summaryLine, vitestTally } from "./test-tally";

const dir = mkdtempSync(path.join(os.tmpdir(), "test-tally-"));
const report = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
};

describe("test tally", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads Vitest's and Playwright's reports and removes them", () => {
    const vitest = report("v.json", { numPassedTests: 7, numFailedTests: 2, numPendingTests: 1 });
    expect(vitestTally(vitest)).toEqual({ passed: 7, failed: 2 });
    expect(existsSync(vitest)).toBe(false);
    const playwright = report("p.json", { stats: { expected: 80, unexpected: 1, flaky: 2, skipped: 3 } });
    expect(playwrightTally(playwright)).toEqual({ passed: 82, failed: 1 });
    expect(vitestTally(path.join(dir, "missing.json"))).toBeUndefined();
  });

  it("counts a check without a report as one, and a failing run whose tests all passed as one failure more", () => {
    expect(stepTally(undefined, 0)).toEqual({ passed: 1, failed: 0 });
    expect(stepTally(undefined, 1)).toEqual({ passed: 0, failed: 1 });
    expect(stepTally({ passed: 5, failed: 0 }, 1)).toEqual({ passed: 5, failed: 1 });
    expect(stepTally({ passed: 5, failed: 2 }, 1)).toEqual({ passed: 5, failed: 2 });
    expect(summaryLine({ passed: 12, failed: 0 })).toBe("12 passed, 0 failed");
  });
});
