// Old query-string URLs and searches (lib/legacy-urls.ts): an old listing form answers 308 to its
// path, a search or filter renders its uncached route at the same URL. Only requests carrying one of
// those query keys run this (the matcher below): a cached page hit, an API call or a static chunk
// never pays for a middleware. The security headers, the request id and the static 503 page while the
// database is down come from the custom server (scripts/serve.ts).
// Authorisation happens in lib/api/route.ts, where the database can confirm the user.
import { NextResponse, type NextRequest } from "next/server";
import { publicUrlAction } from "@/lib/legacy-urls";

export function middleware(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
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

// Next reads this statically, so the keys are written out: the query keys lib/legacy-urls.ts acts on
// (the filter names of lib/jobs/listing-url.ts, lib/event-listing.ts and lib/certification-listing.ts).
// lib/legacy-urls.test.ts holds this list to them.
export const config = {
  runtime: "nodejs",
  matcher: [
    { source: "/", has: [{ type: "query", key: "search" }] },
    { source: "/", has: [{ type: "query", key: "category" }] },
    { source: "/", has: [{ type: "query", key: "page" }] },
    { source: "/events", has: [{ type: "query", key: "search" }] },
    { source: "/events", has: [{ type: "query", key: "page" }] },
    { source: "/events", has: [{ type: "query", key: "when" }] },
    { source: "/events", has: [{ type: "query", key: "attendance" }] },
    { source: "/events", has: [{ type: "query", key: "free" }] },
    { source: "/events", has: [{ type: "query", key: "credits" }] },
    { source: "/jobs", has: [{ type: "query", key: "page" }] },
    { source: "/jobs", has: [{ type: "query", key: "type" }] },
    { source: "/jobs", has: [{ type: "query", key: "workplace" }] },
    { source: "/jobs", has: [{ type: "query", key: "q" }] },
    { source: "/jobs", has: [{ type: "query", key: "salary" }] },
    { source: "/jobs", has: [{ type: "query", key: "minSalary" }] },
    { source: "/certifications", has: [{ type: "query", key: "page" }] },
    { source: "/certifications", has: [{ type: "query", key: "level" }] },
    { source: "/certifications", has: [{ type: "query", key: "format" }] },
    { source: "/certifications", has: [{ type: "query", key: "credit" }] },
    "/certification",
  ],
};
