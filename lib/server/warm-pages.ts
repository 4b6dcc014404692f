// Which page URLs Next answered from its page cache lately. The custom server lets those through
// without a work slot (a cache hit costs no database work and must stay cheap under load); every
// other page request may render against the database, so it takes a slot. A URL whose entry was
// expired since is simply rendered: its data reads then take a slot of their own.
const MAX_ENTRIES = 20_000;

export class WarmPages {
  private readonly urls = new Map<string, true>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  has(key: string): boolean {
    return this.urls.has(key);
  }

  /** Records a finished response: a 200 with Next's cache header means the page is in the cache now. */
  note(key: string, status: number, cacheHeader: unknown): void {
    if (status === 200 && typeof cacheHeader === "string" && cacheHeader !== "") {
      this.urls.delete(key);
      this.urls.set(key, true);
      if (this.urls.size > this.maxEntries) this.urls.delete(this.urls.keys().next().value!);
    } else {
      this.urls.delete(key);
    }
  }
}

/** One key per URL and representation (HTML or the RSC payload of a client navigation). */
export function pageKey(url: string, rsc: boolean): string {
  const parsed = new URL(url, "http://page.local");
  parsed.searchParams.delete("_rsc");
  return `${rsc ? "rsc" : "html"} ${parsed.pathname}${parsed.search}`;
}

/** GET/HEAD requests for pages: not the API, not Next's assets, not files such as /robots.txt. */
export function isPageRequest(method: string | undefined, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const { pathname } = new URL(url, "http://page.local");
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** A page showing search results (`?search=` with text, or `/search?q=`): never cached. */
export function isSearchPage(url: string): boolean {
  const { pathname, searchParams } = new URL(url, "http://page.local");
  // A keyword on /jobs is a search of the job board too; /search takes `q`.
  const keywordParam = pathname === "/jobs" || pathname === "/search" ? searchParams.get("q") : null;
  const term = searchParams.get("search") ?? keywordParam;
  return Boolean(term && term.trim() !== "");
}
