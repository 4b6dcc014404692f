// The page a visitor gets when one client sent too many searches (429); the 503 page is
// lib/http/unavailable-page.ts. Static, no scripts.
export const BUSY_TITLE = "Too many searches";

export function tooManyRequestsPage(siteName: string): string {
  const name = siteName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${BUSY_TITLE} | ${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}a{color:#1d4ed8}</style>
</head><body><main><h1>${BUSY_TITLE}</h1>
<p>You have searched ${name} very often in the last minute. Please wait a moment, then try again.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
}
