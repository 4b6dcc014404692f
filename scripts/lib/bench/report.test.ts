import { describe, expect, it } from "vitest";
import type { LoadResult } from "./autocannon";
import { checkGoal, checkMemory } from "./goals";
import { benchNotes, limitOf } from "./notes";
import {
  benchmarksDocument,
  markdownTable,
  PROFILE_END,
  PROFILE_START,
  type BenchRow,
  type BenchRun,
} from "./report";
import { benchTargets, selectTargets, STATIC_TARGET } from "./targets";
import { LIGHTHOUSE_END, LIGHTHOUSE_START } from "../lighthouse-report";

const MB = 1024 * 1024;

const result = (requestsPerSecond: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  requestsPerSecond,
  p50: 10,
  p99: 40,
  total: requestsPerSecond * 20,
  slowestSecond: requestsPerSecond,
  non2xx: 0,
  errors: 0,
  statusCodes: { "200": requestsPerSecond * 20 },
  ...extra,
});

const cpu = (server: number, database: number, loadGenerator = 0.3, other = 0) => ({
  server,
  database,
  loadGenerator,
  other,
});

const rows: BenchRow[] = [
  { target: STATIC_TARGET, result: result(2000), singleMs: 5, cpu: cpu(1.2, 0, 0.7) },
  {
    target: { name: "page /", path: "/", goal: "cached-page" },
    result: result(1700),
    singleMs: 30,
    cache: "HIT",
    cpu: cpu(1.5, 0.1),
  },
  {
    target: { name: "page /jobs", path: "/jobs", goal: "cached-page" },
    result: result(500, { p99: 150 }),
    cpu: cpu(0.4, 1.3),
    restarted: true,
  },
  { target: { name: "page /about", path: "/about" }, skipped: "skipped (not built yet)" },
  {
    target: { name: "GET /api/x", path: "/api/x", goal: "api-read" },
    result: result(0, { total: 0, errors: 100 }),
  },
  {
    target: { name: "POST /c", path: "/c", method: "POST", goal: "write" },
    result: result(250, { non2xx: 3, statusCodes: { "201": 4997, "429": 3 } }),
    cpu: cpu(0.5, 0.4),
  },
];

const run = (extra: Partial<BenchRun> = {}): BenchRun => ({
  command: "npm run bench",
  startedAt: new Date("2026-11-23T05:00:00Z"),
  durationSeconds: 20,
  connections: 50,
  sizes: { blogs: 20000, comments: 100000 },
  seedSeconds: 16,
  rateLimitScale: 100000,
  peakMemory: { totalBytes: 350 * MB, largestBytes: 300 * MB },
  loadAverage: { before: 0.2, after: 1 },
  cores: 2,
  dbTimings: [{ name: "blogs: newest 30", ms: 2300, plan: "collection scan" }],
  writeSteps: [
    { name: "rate-limit window upsert, filter { _id }", opsPerSecond: 500, p50: 5, p99: 60, concurrency: 20 },
    {
      name: "published-blog check, filter { _id, isPublished }",
      opsPerSecond: 100,
      p50: 150,
      p99: 600,
      concurrency: 20,
    },
    {
      name: "published-blog check, filter { _id } (isPublished read back)",
      opsPerSecond: 800,
      p50: 20,
      p99: 130,
      concurrency: 20,
    },
  ],
  rows,
  ...extra,
});

describe("markdownTable", () => {
  it("gives each target's share of the static-file throughput, its cache header and goal, and marks skipped and failing rows", () => {
    const table = markdownTable(rows);
    expect(table).toContain("| static chunk (ceiling) | 2000 | 10 | 40 | 0 | 100 % | 5 | – |  |");
    expect(table).toContain("| page / | 1700 | 10 | 40 | 0 | 85 % | 30 | HIT | ✓ |");
    expect(table).toContain("| page /jobs † | 500 | 10 | 150 | 0 | 25 % | – | – | ✗ |");
    expect(table).toContain("| page /about | skipped (not built yet) |");
    expect(table).toContain("| GET /api/x | 0 (none completed; 100 timeouts/errors) |");
    expect(table).toContain("| 3 (429×3) | 13 % |");
  });
});

describe("goals", () => {
  it("holds cached pages to 80 % of the static throughput and a 50 ms p99", () => {
    expect(checkGoal("page /", "cached-page", result(1600, { p99: 49 }), 2000).met).toBe(true);
    expect(checkGoal("page /", "cached-page", result(1599, { p99: 20 }), 2000).met).toBe(false);
    expect(checkGoal("page /", "cached-page", result(1900, { p99: 50 }), 2000).met).toBe(false);
    expect(checkGoal("page /", "cached-page", result(1500), undefined).met).toBe(false);
  });

  it("fails any goal with failed requests, and the write goal under 200 req/s", () => {
    expect(checkGoal("POST", "write", result(250), 2000)).toMatchObject({
      met: true,
      measured: "250 req/s (slowest second 250), none failed",
    });
    expect(checkGoal("POST", "write", result(250, { non2xx: 1 }), 2000).met).toBe(false);
    expect(checkGoal("POST", "write", result(199), 2000).met).toBe(false);
    expect(checkGoal("search", "search", result(10, { p99: 199 }), 2000).met).toBe(true);
    expect(checkGoal("api", "api-read", result(10, { p99: 50 }), 2000).met).toBe(false);
    expect(checkGoal("api", "api-read", undefined, 2000)).toMatchObject({
      met: false,
      measured: "not measured",
    });
  });

  it("checks the whole group's peak memory against 450 MB", () => {
    expect(checkMemory({ totalBytes: 449 * MB, largestBytes: 449 * MB }).met).toBe(true);
    expect(checkMemory({ totalBytes: 451 * MB, largestBytes: 300 * MB }).met).toBe(false);
  });
});

describe("benchNotes", () => {
  it("explains each missed goal from the measured CPU split and the database figures", () => {
    const notes = benchNotes(run());
    expect(notes).toContain("**Targets of issue 9: 2 of 5 met.**");
    expect(notes).toContain(
      "page /jobs (25 % of static, p99 150 ms, none failed): CPU-bound in the database (server 0.40, FerretDB 1.30",
    );
    expect(notes).toContain("not served from the proxy's cache (X-Cache-Status: none)");
    expect(notes).toContain("collection scan for 1 of 1 main queries (blogs: newest 30 2300 ms");
    expect(notes).toContain(
      "The slowest shape is published-blog check, filter { _id, isPublished } at 100/s; the route reached 250 req/s",
    );
    expect(notes).toContain("ran 8.0× as fast");
    expect(notes).toContain("restarted (the previous target's queue was not drained) before: page /jobs");
    expect(notes).toContain("350 MB for the whole group (within the 450 MB target)");
    expect(notes).not.toContain("not idle");
  });

  it("says after which target the server's memory first stood over 450 MB", () => {
    const grown = rows.map((row, index) => ({ ...row, rssAfterBytes: (300 + index * 40) * MB }));
    const notes = benchNotes(
      run({ rows: grown, peakMemory: { totalBytes: 520 * MB, largestBytes: 520 * MB } }),
    );
    expect(notes).toContain(
      "520 MB for the whole group (over the 450 MB target). After the first target the group held 300 MB, after the last 500 MB; it first stood over the target after GET /api/x.",
    );
  });

  it("tells a busy server thread, a busy machine and requests that wait apart", () => {
    expect(limitOf({ target: STATIC_TARGET, result: result(500), cpu: cpu(1, 0.2) }, 2)).toBe(
      "the server's JavaScript thread was busy throughout (server 1.00, FerretDB 0.20, autocannon 0.30 of 2 cores; Node runs a server's JavaScript on one thread), 2.00 ms of server CPU per request",
    );
    expect(limitOf({ target: STATIC_TARGET, cpu: cpu(0.85, 0.2, 0.3, 0.4) }, 2)).toMatch(
      /^CPU-bound in the server/,
    );
    expect(limitOf({ target: STATIC_TARGET, cpu: cpu(0.1, 1.2, 0.05) }, 2)).toMatch(
      /^CPU-bound in the database/,
    );
    expect(limitOf({ target: STATIC_TARGET, cpu: cpu(0.3, 0.2, 0.2) }, 2)).toMatch(
      /^the cores were not saturated/,
    );
    expect(limitOf({ target: STATIC_TARGET, cpu: cpu(0.3, 0.2, 0.2, 1.2) }, 2)).toBe(
      "the cores were taken mostly by other work on the machine (server 0.30, FerretDB 0.20, autocannon 0.20, other processes 1.20 of 2 cores)",
    );
  });
});

describe("benchmarksDocument", () => {
  it("keeps the Lighthouse section of the previous file and adds page weights when measured", () => {
    const lighthouse = `${LIGHTHOUSE_START}\n## Lighthouse\nscores\n${LIGHTHOUSE_END}`;
    const pageWeights = {
      baseline: { path: "/404", gzipBytes: 100 * 1024, scripts: 5 },
      pages: [{ path: "/", gzipBytes: 110 * 1024, scripts: 6, overBaselineBytes: 10 * 1024 }],
    };
    const document = benchmarksDocument(
      run({ pageWeights }),
      "- a note",
      `# Benchmarks\nold\n\n${lighthouse}\n`,
    );
    expect(document).toContain("## Public JavaScript per route");
    expect(document).toContain("| / | 110.0 | 6 | 10.0 | ✓ |");
    expect(document).toContain(
      "- ✗ page /jobs — ≥ 80 % of static, p99 < 50 ms, no failed requests: 25 % of static, p99 150 ms, none failed",
    );
    expect(document).toContain("| page / | 1.50 | 0.88 | 0.10 | 0.30 | 0.00 | 0.10 |");
    expect(document.endsWith(`- a note\n\n${lighthouse}\n`)).toBe(true);
    expect(document).not.toContain("old");
    expect(benchmarksDocument(run(), "- a note")).not.toContain(LIGHTHOUSE_START);
  });

  it("keeps a hand-written profile section, before the Lighthouse one", () => {
    const profile = `${PROFILE_START}\n## Profile\nmeasured by hand\n${PROFILE_END}`;
    const lighthouse = `${LIGHTHOUSE_START}\n## Lighthouse\nscores\n${LIGHTHOUSE_END}`;
    const document = benchmarksDocument(
      run(),
      "- a note",
      `# Benchmarks\nold\n\n${profile}\n\n${lighthouse}\n`,
    );
    expect(document.endsWith(`- a note\n\n${profile}\n\n${lighthouse}\n`)).toBe(true);
    expect(benchmarksDocument(run(), "- a note")).not.toContain(PROFILE_START);
  });
});

describe("selectTargets", () => {
  const targets = benchTargets({
    blogId: "b",
    jobId: "j",
    eventId: "e",
    certificationId: "c",
    deepPage: 600,
  });

  it("keeps every target without --only, else the matching ones and the static ceiling", () => {
    expect(selectTargets(targets, [])).toBe(targets);
    expect(selectTargets(targets, ["COMMENT"]).map((target) => target.name)).toEqual([
      "static chunk (ceiling)",
      "GET /api/blog/comments/{id}",
      "POST /api/blog/add-comment",
    ]);
  });

  it("keeps the route-handler floor beside any chosen site-search row, and only then", () => {
    expect(selectTargets(targets, ["/api/search typo"]).map((target) => target.name)).toEqual([
      "static chunk (ceiling)",
      "floor: empty Next.js route handler (20 clients)",
      "GET /api/search typo (20 clients)",
    ]);
    expect(selectTargets(targets, ["/api/health"]).some((target) => target.server === "floor")).toBe(false);
  });

  it("keeps the page floors beside any chosen cached-page row, and only then", () => {
    expect(selectTargets(targets, ["=page /jobs"]).map((target) => target.name)).toEqual([
      "static chunk (ceiling)",
      "floor: empty Next.js page",
      "floor: Next.js page of 30 plain cards",
      "page /jobs",
    ]);
    expect(selectTargets(targets, ["=page /jobs/{id}"]).some((target) => target.server === "floor")).toBe(
      false,
    );
  });

  it("holds the six cached public pages, the listing API, a search and the write path to goals", () => {
    const withGoal = (goal: string) =>
      targets.filter((target) => target.goal === goal).map((target) => target.path);
    expect(withGoal("cached-page")).toEqual([
      "/",
      "/category/payroll",
      "/blog/b",
      "/jobs",
      "/events",
      "/certifications",
    ]);
    expect(withGoal("api-read")).toEqual(["/api/blog/all?page=1&limit=30"]);
    expect(withGoal("search")).toHaveLength(1);
    expect(withGoal("write")).toEqual(["/api/blog/add-comment"]);
  });
});
