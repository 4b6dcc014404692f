// The page every HTML request gets while the database is down: static, no scripts, HTTP 503.
export const UNAVAILABLE_TITLE = "We'll be right back";
/** What the 503 page tells clients (the proxy's copy of the page says the same). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function unavailablePage(siteName: string): string {
  const name = siteName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${UNAVAILABLE_TITLE} | ${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}a{color:#1d4ed8}</style>
</head><body><main><h1>${UNAVAILABLE_TITLE}</h1>
<p>${name} is temporarily unavailable. Please try again in a moment.</p>
<p><a href="">Try again</a></p></main></body></html>`;
}
