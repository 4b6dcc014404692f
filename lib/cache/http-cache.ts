// What shared caches (the reverse proxy in deploy/, a CDN) may do with our answers. Public pages are
// the same bytes for everyone, so the proxy keeps them for a few seconds (a micro-cache: a write
// shows within that time plus one render), then serves the stale copy while it fetches the new one
// in the background, and while the app is down or failing. Browsers never keep them (max-age=0).
export const PUBLIC_PAGE_S_MAXAGE = 2;

export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_S_MAXAGE}, stale-while-revalidate=60, stale-if-error=86400`;

/** Back-office pages, searches, session-bearing answers and writes: nobody but the browser, never stored. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
