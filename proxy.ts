// Next's request proxy (Next 16's name for middleware), the same under `next dev` and `next start`:
// - while the database is known to be down, a page load gets the static 503 page with Retry-After at
//   once (a page cached by the reverse proxy is served stale there and never reaches this);
// - old query-string URLs answer 308 to their path, a search or filter renders its uncached route at
//   the same URL (lib/http/listing-urls.ts).
// It runs for page paths only (the matcher): API routes answer their own JSON 503. The security
// headers come from next.config.ts. Authorisation happens in lib/api/route.ts.
import { NextResponse, type NextRequest } from "next/server";
import { dbLooksDown, probeWhileDown } from "@/lib/db-health";
import { getEnv } from "@/lib/env";
import { legacyKeyOf } from "@/lib/import-export/legacy-paths";
import { publicUrlAction } from "@/lib/http/listing-urls";
import { securityHeaders } from "@/lib/http/csp";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailablePage } from "@/lib/http/unavailable-page";

function unavailable(): NextResponse {
  const env = getEnv();
  // A health ping at most once a second (it clears the flag), so pages come back by themselves.
  probeWhileDown(() => import("@/lib/db").then(({ pingDb }) => pingDb()));
  return new NextResponse(unavailablePage(env.NEXT_PUBLIC_SITE_NAME), {
    status: 503,
    headers: {
      ...securityHeaders({
        analytics: Boolean(env.NEXT_PUBLIC_GA_ID),
        production: env.NODE_ENV === "production",
      }),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    },
  });
}

/**
 * An imported post's old address answers 301 to its new page; a path with a trailing slash that is
 * not one gets the 308 to the path without it (Next's own redirect is off for this: next.config.ts).
 */
async function legacyAnswer(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl;
  const key = legacyKeyOf(pathname, searchParams);
  if (key) {
    const { findLegacyRedirect } = await import("@/lib/import-export/legacy-redirects");
    const to = await findLegacyRedirect(key).catch(() => null);
    // A plain URL: NextURL would put the request's trailing slash back on the new path.
    if (to) return NextResponse.redirect(new URL(to, request.url), 301);
  }
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }
  return null;
}

export async function proxy(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
  if (dbLooksDown()) return unavailable();
  const legacy = await legacyAnswer(request);
  if (legacy) return legacy;
  const action = publicUrlAction(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!action) return NextResponse.next();
  const url = request.nextUrl.clone();
  if ("rewrite" in action) {
    url.pathname = action.rewrite;
    return NextResponse.rewrite(url);
  }
  url.pathname = action.redirect;
  url.search = "";
  return NextResponse.redirect(url, action.permanent ? 308 : 307);
}

// Page paths only: not the API (JSON answers of its own), Next's static files or image optimiser.
export const config = {
  matcher: ["/((?!api/|api$|_next/).*)"],
};
