import { describe, expect, it } from "vitest";
import type { LoadResult } from "./autocannon";
import { rollingRestartOk, type RollingRestartResult } from "./rolling-restart";

const run = (statusCodes: Record<string, number>): LoadResult => {
  const total = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const errors = statusCodes.error ?? 0;
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: total,
    p50: 1,
    p99: 2,
    total,
    slowestSecond: total,
    non2xx: total - ok - errors,
    errors,
    statusCodes,
  };
};

const result = (overrides: Partial<RollingRestartResult> = {}): RollingRestartResult => ({
  readers: [run({ "200": 100 }), run({ "200": 50 })],
  writer: run({ "201": 20 }),
  commentsAnswered201: 20,
  commentsStored: 20,
  commentsLost: 0,
  commentsDoubled: 0,
  commentsStoredWithoutCreated: 0,
  restartDoneAfterMs: 30000,
  ...overrides,
});

describe("the rolling-restart verdict", () => {
  it("passes a run with every request answered 2xx and every 201 stored once", () => {
    expect(rollingRestartOk(result())).toBe(true);
  });

  it("fails on any error answer or unanswered request, from a reader or the writer", () => {
    expect(rollingRestartOk(result({ readers: [run({ "200": 99, "502": 1 })] }))).toBe(false);
    expect(rollingRestartOk(result({ writer: run({ "201": 20, error: 1 }) }))).toBe(false);
  });

  it("fails when a comment is lost, doubled or stored behind an error answer", () => {
    expect(rollingRestartOk(result({ commentsStored: 19, commentsLost: 1 }))).toBe(false);
    expect(rollingRestartOk(result({ commentsStored: 21, commentsDoubled: 1 }))).toBe(false);
    expect(rollingRestartOk(result({ commentsStored: 21, commentsStoredWithoutCreated: 1 }))).toBe(false);
  });

  it("fails when the restart did not finish within the run", () => {
    expect(rollingRestartOk(result({ restartDoneAfterMs: undefined }))).toBe(false);
  });
});
