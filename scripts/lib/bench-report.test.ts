import { describe, expect, it } from "vitest";
import type { LoadResult } from "./bench-autocannon";
import { markdownTable } from "./bench-report";
import { STATIC_TARGET } from "./bench-targets";

const result = (requestsPerSecond: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  requestsPerSecond,
  p50: 10,
  p99: 40,
  total: requestsPerSecond * 20,
  non2xx: 0,
  errors: 0,
  statusCodes: { "200": requestsPerSecond * 20 },
  ...extra,
});

describe("markdownTable", () => {
  it("gives each target's share of the static-file throughput and marks skipped and failing rows", () => {
    const table = markdownTable([
      { target: STATIC_TARGET, result: result(2000), singleMs: 5 },
      { target: { name: "page /", path: "/" }, result: result(500), singleMs: 30, restarted: true },
      { target: { name: "page /jobs", path: "/jobs" }, skipped: "skipped (not built yet)" },
      { target: { name: "GET /api/x", path: "/api/x" }, result: result(0, { total: 0, errors: 100 }) },
      { target: { name: "POST /c", path: "/c" }, result: result(100, { non2xx: 3, statusCodes: { "201": 1997, "429": 3 } }) },
    ]);
    expect(table).toContain("| static file (ceiling) | 2000 | 10 | 40 | 0 | 100 % | 5 |");
    expect(table).toContain("| page / † | 500 | 10 | 40 | 0 | 25 % | 30 |");
    expect(table).toContain("| page /jobs | skipped (not built yet) |");
    expect(table).toContain("| GET /api/x | 0 (none completed; 100 timeouts/errors) |");
    expect(table).toContain("| 3 (429×3) | 5 % |");
  });
});
