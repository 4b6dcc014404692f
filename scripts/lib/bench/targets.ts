// What `npm run bench` measures: the static-file ceiling first, then APIs, pages and a write path,
// each with the issue 9 goal it is held to (scripts/lib/bench/goals.ts).
import type { GoalName } from "./goals";

export type BenchTarget = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: Record<string, unknown>;
  goal?: GoalName;
  /** Concurrent clients for this target (the run's --connections otherwise). */
  connections?: number;
  /** Served by the empty Next.js app (scripts/lib/empty-next-app.ts) instead of the site. */
  server?: "floor";
  /** A file nginx serves as-is: a cached page's copy (scripts/lib/bench/reference.ts). */
  reference?: boolean;
};

/** The site search is measured at the concurrency its goal names (issue 20). */
export const SEARCH_CLIENTS = 20;

/** Items of the seeded database the detail pages and APIs are measured on (scripts/lib/bench/ids.ts). */
export type BenchIds = {
  blogId: string;
  jobId: string;
  eventId: string;
  certificationId: string;
  deepPage: number;
};

/** The ceiling: one of the site's own script chunks, served by the same server (path set once built). */
export const STATIC_TARGET: BenchTarget = { name: "static chunk (ceiling)", path: "/_next/static/chunks/" };

/** The first script chunk a page loads (its HTML names it), or null. */
export function firstScriptChunk(html: string): string | null {
  return /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1] ?? null;
}

/** `targets` with the static ceiling pointed at `chunkPath`. */
export function withStaticChunk(targets: BenchTarget[], chunkPath: string): BenchTarget[] {
  return targets.map((target) => (target === STATIC_TARGET ? { ...STATIC_TARGET, path: chunkPath } : target));
}

export function benchTargets(ids: BenchIds): BenchTarget[] {
  return [
    STATIC_TARGET,
    { name: "GET /api/health", path: "/api/health" },
    { name: "GET /api/blog/all (page 1, 30)", path: "/api/blog/all?page=1&limit=30", goal: "api-read" },
    { name: "GET /api/blog/all search", path: "/api/blog/all?search=payroll", goal: "search" },
    ...siteSearchTargets(),
    { name: "GET /api/blog/{id}", path: `/api/blog/${ids.blogId}` },
    { name: "GET /api/blog/comments/{id}", path: `/api/blog/comments/${ids.blogId}` },
    { name: "GET /api/job/all", path: "/api/job/all" },
    { name: "GET /api/event/all", path: "/api/event/all" },
    { name: "GET /api/admin/certifications (public list)", path: "/api/admin/certifications" },
    PAGE_FLOOR_TARGET,
    CARDS_FLOOR_TARGET,
    { name: "page /", path: "/", goal: "cached-page" },
    { name: "page /category/payroll", path: "/category/payroll", goal: "cached-page" },
    { name: "page /category/payroll/page/2", path: "/category/payroll/page/2" },
    { name: `page /page/${ids.deepPage} (deep)`, path: `/page/${ids.deepPage}` },
    { name: "page /?search=payroll", path: "/?search=payroll" },
    { name: "page /blog/{id}", path: `/blog/${ids.blogId}`, goal: "cached-page" },
    { name: "page /jobs", path: "/jobs", goal: "cached-page" },
    { name: "page /jobs/{id}", path: `/jobs/${ids.jobId}` },
    { name: "page /events", path: "/events", goal: "cached-page" },
    { name: "page /events/{id}", path: `/events/${ids.eventId}` },
    { name: "page /certifications", path: "/certifications", goal: "cached-page" },
    { name: "page /certifications/{id}", path: `/certifications/${ids.certificationId}` },
    { name: "page /about", path: "/about" },
    { name: "GET /feed.xml", path: "/feed.xml" },
    { name: "GET /events.ics", path: "/events.ics" },
    { name: "GET /sitemap_index.xml", path: "/sitemap_index.xml" },
    { name: "GET /sitemap/0.xml (2 000 URLs)", path: "/sitemap/0.xml" },
    {
      name: "POST /api/blog/add-comment",
      path: "/api/blog/add-comment",
      method: "POST",
      body: { blog: ids.blogId, name: "Bench Reader", content: "A comment posted by the benchmark." },
      goal: "write",
    },
  ];
}

/**
 * The floor of the site-search rows, measured in the same run: a route handler of an empty Next.js
 * app that reads its query and answers JSON, at the same concurrency. No route handler can beat it.
 */
export const ROUTE_FLOOR_TARGET: BenchTarget = {
  name: `floor: empty Next.js route handler (${SEARCH_CLIENTS} clients)`,
  path: "/api/floor?q=payroll",
  connections: SEARCH_CLIENTS,
  server: "floor",
};

/**
 * The floor of the cached-page rows (issue 13), measured in the same run: the empty Next.js app's page
 * (a heading and a sentence, prerendered, so `next start` answers it from its cache, as a hit here).
 * No Next.js page can beat it.
 */
export const PAGE_FLOOR_TARGET: BenchTarget = {
  name: "floor: empty Next.js page",
  path: "/",
  server: "floor",
};

/**
 * The floor for a page with a listing's content: the empty app's 30 plain cards, about as many bytes
 * as the home page (HTML and inline payload), server components only, no CSS. A cached listing page
 * of that size cannot beat it.
 */
export const CARDS_FLOOR_TARGET: BenchTarget = {
  name: "floor: Next.js page of 30 plain cards",
  path: "/cards",
  server: "floor",
};

/** GET /api/search with a word, a typo, a prefix and two words, and the /search page (issue 20). */
export function siteSearchTargets(): BenchTarget[] {
  const api = (label: string, q: string): BenchTarget => ({
    name: `GET /api/search ${label} (${SEARCH_CLIENTS} clients)`,
    path: `/api/search?q=${encodeURIComponent(q)}`,
    goal: "site-search",
    connections: SEARCH_CLIENTS,
  });
  return [
    ROUTE_FLOOR_TARGET,
    api("word", "payroll"),
    api("typo", "recruitmnet"),
    api("prefix", "pay"),
    api("two words", "payroll accuracy"),
    {
      name: `page /search?q=payroll (${SEARCH_CLIENTS} clients)`,
      path: "/search?q=payroll",
      connections: SEARCH_CLIENTS,
    },
  ];
}

/** The pages whose first-visit JavaScript the issue budgets (docs/benchmarks.md, "Public JavaScript per route"). */
export function pageWeightPaths(ids: BenchIds): string[] {
  return ["/", `/blog/${ids.blogId}`, "/jobs", "/events", "/certifications"];
}

/**
 * `--only a,b`: the targets whose name contains one of the (case-insensitive) substrings, or is
 * exactly a name given as `=name`; the static ceiling always stays, as every other figure is read
 * against it, and so does the route-handler floor when a site-search row is chosen (the page floors
 * when a cached-page row is).
 */
export function selectTargets(targets: BenchTarget[], only: string[]): BenchTarget[] {
  if (!only.length) return targets;
  const wanted = only.map((part) => part.toLowerCase());
  const chosen = targets.filter((target) =>
    wanted.some((part) =>
      part.startsWith("=")
        ? target.name.toLowerCase() === part.slice(1)
        : target.name.toLowerCase().includes(part),
    ),
  );
  const chosenGoal = (goal: GoalName) => chosen.some((target) => target.goal === goal);
  return targets.filter(
    (target) =>
      target === STATIC_TARGET ||
      chosen.includes(target) ||
      (target === ROUTE_FLOOR_TARGET && chosenGoal("site-search")) ||
      ((target === PAGE_FLOOR_TARGET || target === CARDS_FLOOR_TARGET) && chosenGoal("cached-page")),
  );
}
