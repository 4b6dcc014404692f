// The shapes of an old site's post addresses (issue 35 imports): WordPress permalinks
// (`/2023/05/slug/`, `/2023/05/01/slug/`, `/?p=123`) and Ghost posts (`/slug/`), as the keys
// models/LegacyRedirect stores them under.
const WORDPRESS_DATED = /^\/\d{4}\/\d{2}(\/\d{2})?\/[^/]+\/?$/;
const SINGLE_SEGMENT_WITH_SLASH = /^\/[^/]+\/$/;

/** The stored key an incoming request would have, or null when it cannot be an old address. */
export function legacyKeyOf(pathname: string, query: URLSearchParams): string | null {
  if (pathname === "/" && /^\d{1,12}$/.test(query.get("p") ?? "")) return `/?p=${query.get("p")}`;
  if (WORDPRESS_DATED.test(pathname)) return pathname.endsWith("/") ? pathname : `${pathname}/`;
  if (SINGLE_SEGMENT_WITH_SLASH.test(pathname)) return pathname;
  return null;
}
