// Public URLs keep their query strings (/?category=Payroll&page=2, /jobs?page=3, /certification?id=…),
// but a page that reads `searchParams` renders on every request. next.config.ts therefore rewrites
// each cacheable URL to an internal path-based route under /cached, which Next caches (ISR) per path.
// Search results and unusual query values (page=abc, an unknown category) stay on the uncached
// routes. Config rewrites, not middleware rewrites: Next proxies a middleware rewrite over HTTP when
// the URL it builds names another host than the one the server listens on (localhost vs 127.0.0.1).
// Relative import: next.config.ts loads this file, and its loader does not resolve the `@/` alias.
import { BLOG_CATEGORIES, type BlogCategory } from "../constants";

export const CACHED_ROUTE_PREFIX = "/cached";

const ALL_SEGMENT = "all";
const PAGE = "(?<page>[1-9]\\d{0,6})";
const CATEGORY = `(?<category>${BLOG_CATEGORIES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;

type QueryCondition = { type: "query"; key: string; value?: string };
export type CachedRouteRewrite = { source: string; destination: string; has?: QueryCondition[]; missing?: QueryCondition[] };

const query = (key: string, value?: string): QueryCondition => (value ? { type: "query", key, value } : { type: "query", key });
const noSearch = query("search");

/** The `beforeFiles` rewrites (first match wins; `/` and `/events` are pages, so they must run first). */
export function cachedRouteRewrites(): CachedRouteRewrite[] {
  const news = `${CACHED_ROUTE_PREFIX}/news`;
  // A page number, else page 1 (the uncached pages read an unusable `page` as 1 too).
  const paged = (source: string, target: string, missing: QueryCondition[] = []): CachedRouteRewrite[] => [
    { source, has: [query("page", PAGE)], missing, destination: `${target}/:page` },
    { source, missing, destination: `${target}/1` },
  ];
  return [
    { source: "/", has: [query("category", CATEGORY), query("page", PAGE)], missing: [noSearch], destination: `${news}/:category/:page` },
    { source: "/", has: [query("category", CATEGORY)], missing: [query("page"), noSearch], destination: `${news}/:category/1` },
    { source: "/", has: [query("page", PAGE)], missing: [query("category"), noSearch], destination: `${news}/${ALL_SEGMENT}/:page` },
    { source: "/", missing: [query("category"), query("page"), noSearch], destination: `${news}/${ALL_SEGMENT}/1` },
    ...paged("/events", `${CACHED_ROUTE_PREFIX}/events`, [noSearch]),
    ...paged("/jobs", `${CACHED_ROUTE_PREFIX}/jobs`),
    ...paged("/certifications", `${CACHED_ROUTE_PREFIX}/certifications`),
    { source: "/certification", has: [query("id", "(?<id>[a-fA-F0-9]{24})")], destination: `${CACHED_ROUTE_PREFIX}/certification/:id` },
    { source: "/about", destination: `${CACHED_ROUTE_PREFIX}/about/main` },
  ];
}

/** The category a path segment names; `undefined` for every category; `null` for anything else. */
export function categoryFromSegment(segment: string): BlogCategory | undefined | null {
  if (segment === ALL_SEGMENT) return undefined;
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return BLOG_CATEGORIES.find((category) => category === name) ?? null;
}

/** A page number from a path segment; `null` unless it is a canonical whole number ≥ 1. */
export function pageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,6}$/.test(segment)) return null;
  return Number(segment);
}
