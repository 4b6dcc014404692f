// The search pages' rate limit, handed from the app (which can reach the database) to the custom
// server (which answers before Next renders anything) through one slot on globalThis.
export type SearchPageVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type SearchPageLimiter = (ip: string) => Promise<SearchPageVerdict>;

const LIMITER_KEY = Symbol.for("hr-pulse.search-page-limiter");
const slot = globalThis as typeof globalThis & { [LIMITER_KEY]?: SearchPageLimiter };

export function registerSearchPageLimiter(limiter: SearchPageLimiter): void {
  slot[LIMITER_KEY] = limiter;
}

/** The registered limiter; before the app has started, every search is allowed. */
export function searchPageLimiter(): SearchPageLimiter {
  return slot[LIMITER_KEY] ?? (async () => ({ allowed: true }));
}
