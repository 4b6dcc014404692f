// Public URLs keep their query strings (/?category=Payroll&page=2, /jobs?page=3, /certification?id=…),
// but a page that reads `searchParams` renders on every request. middleware.ts therefore rewrites
// each cacheable URL to an internal path-based route under /cached, which Next caches (ISR) per path.
// Search results stay on the uncached routes. Next runs the middleware again for the rewritten path,
// so /cached paths themselves pass through untouched (robots.txt keeps crawlers off them, and their
// canonical links name the public URL).
import { BLOG_CATEGORIES, type BlogCategory } from "@/lib/constants";
import { pageSchema } from "@/lib/validations/common";
import { parseBlogListingParams } from "@/lib/validations/blog";

export const CACHED_ROUTE_PREFIX = "/cached";
/** Where a request for a malformed certification id goes: no such route, so the site's 404 page. */
export const INTERNAL_NOT_FOUND_PATH = "/cached-route-not-found";

const ALL_SLUG = "all";
const OBJECT_ID = /^[a-f0-9]{24}$/i;

export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** The category a slug names; `undefined` for every category; `null` for an unknown slug. */
export function categoryFromSlug(slug: string): BlogCategory | undefined | null {
  if (slug === ALL_SLUG) return undefined;
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug) ?? null;
}

/** A page number from a path segment; `null` unless it is a canonical whole number ≥ 1. */
export function pageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,6}$/.test(segment)) return null;
  return Number(segment);
}

const pageParam = (query: URLSearchParams) => pageSchema.parse(query.get("page") ?? undefined);
const hasSearch = (query: URLSearchParams) => Boolean(query.get("search")?.trim());

/**
 * The internal route serving a public request from the cache, or null when the request is not
 * cacheable (a search) or not a page this module knows.
 */
export function cachedRouteFor(pathname: string, query: URLSearchParams): string | null {
  switch (pathname) {
    case "/": {
      if (hasSearch(query)) return null;
      const { category, page } = parseBlogListingParams(Object.fromEntries(query));
      return `${CACHED_ROUTE_PREFIX}/news/${category ? categorySlug(category) : ALL_SLUG}/${page}`;
    }
    case "/events":
      return hasSearch(query) ? null : `${CACHED_ROUTE_PREFIX}/events/${pageParam(query)}`;
    case "/jobs":
      return `${CACHED_ROUTE_PREFIX}/jobs/${pageParam(query)}`;
    case "/certifications":
      return `${CACHED_ROUTE_PREFIX}/certifications/${pageParam(query)}`;
    case "/certification": {
      const id = query.get("id") ?? "";
      return OBJECT_ID.test(id) ? `${CACHED_ROUTE_PREFIX}/certification/${id.toLowerCase()}` : INTERNAL_NOT_FOUND_PATH;
    }
    case "/about":
      return `${CACHED_ROUTE_PREFIX}/about/main`;
    default:
      return null;
  }
}
