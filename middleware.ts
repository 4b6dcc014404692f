// The request gate in front of every page (API routes skip it: next.config.ts gives them the same
// security headers): a request id, the security headers
// (lib/security/csp.ts) and, while the database is down, a friendly static 503 page instead of
// rendering pages against it. Authorisation happens in lib/api/route.ts, where the database can
// confirm the user.
import { NextResponse, type NextRequest } from "next/server";
import { dbLooksDown, probeWhileDown } from "@/lib/db-health";
import { getEnv } from "@/lib/env";
import { publicUrlAction } from "@/lib/legacy-urls";
import { securityHeaders } from "@/lib/security/csp";
import { unavailablePage } from "@/lib/security/unavailable-page";

function isPageRequest(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/") || pathname.startsWith("/_next/")) return false;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // Files such as /robots.txt, /sitemap.xml or /rss.xml are not pages.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** Old query-string listing URLs answer 308 to their path; searches render the uncached search routes. */
function queryUrlResponse(request: NextRequest): NextResponse {
  const action = publicUrlAction(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!action) return NextResponse.next();
  if ("rewrite" in action) {
    const url = request.nextUrl.clone();
    url.pathname = action.rewrite;
    return NextResponse.rewrite(url);
  }
  const url = request.nextUrl.clone();
  url.pathname = action.redirect;
  url.search = "";
  return NextResponse.redirect(url, action.permanent ? 308 : 307);
}

/** The header set depends only on the configuration: built once, not on every cached page hit. */
let staticHeaders: [string, string][] | undefined;
function headerEntries(): [string, string][] {
  const env = getEnv();
  staticHeaders ??= Object.entries(
    securityHeaders({
      analytics: Boolean(env.NEXT_PUBLIC_GA_ID),
      production: process.env.NODE_ENV === "production",
    }),
  );
  return staticHeaders;
}

export function middleware(request: NextRequest) {
  const env = getEnv();
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();

  let response: NextResponse;
  if (isPageRequest(request) && dbLooksDown()) {
    // A health ping (it updates the flag) at most once a second, so pages come back by themselves.
    probeWhileDown(() =>
      fetch(new URL("/api/health", request.nextUrl.origin), { signal: AbortSignal.timeout(3000) }),
    );
    response = new NextResponse(unavailablePage(env.NEXT_PUBLIC_SITE_NAME), {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "5",
      },
    });
  } else if (isPageRequest(request) && request.nextUrl.search) {
    response = queryUrlResponse(request);
  } else {
    // No request-header override: nothing downstream reads the id, and rebuilding every request's
    // headers would be paid by every cached page hit.
    response = NextResponse.next();
  }
  response.headers.set("x-request-id", requestId);
  for (const [name, value] of headerEntries()) response.headers.set(name, value);
  return response;
}

export const config = {
  runtime: "nodejs",
  // Pages only: API answers carry the same headers from next.config.ts and handle an unreachable
  // database themselves (lib/api/route.ts), so they skip the cost of running this (building a
  // request object, merging headers) on every call.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
