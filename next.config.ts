import path from "node:path";
import type { NextConfig } from "next";
import { PUBLIC_PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "./lib/cache/http-cache";
import { securityHeaders } from "./lib/http/csp";

// The same headers under `next dev` and `next start` (the CSP allows eval and the dev socket only in development).
const security = Object.entries(
  securityHeaders({
    analytics: Boolean(process.env.NEXT_PUBLIC_GA_ID),
    production: process.env.NODE_ENV === "production",
  }),
).map(([key, value]) => ({ key, value }));
const cacheControl = (value: string) => [{ key: "Cache-Control", value }];

const nextConfig: NextConfig = {
  // proxy.ts answers trailing-slash paths itself: an imported Ghost post's `/slug/` gets its 301, any
  // other such path the usual 308 to the path without the slash.
  skipTrailingSlashRedirect: true,
  // Test runs build into their own folder so two runs, or a run beside `next dev`, never collide.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every cache hit to make one
  // (about a fifth of a hit's CPU on the home page); a reload re-downloads a cached page instead.
  generateEtags: false,
  // A deployer's `npm run build` fails on a type error. The scripts' own builds (scripts/lib/isolated-build.ts)
  // skip that second check: `npm test` type-checks the whole tree once (tsc --noEmit) before it builds.
  // They also point at their own generated tsconfig, so the one in git is never rewritten.
  typescript: {
    ignoreBuildErrors: process.env.NEXT_SKIP_BUILD_TYPECHECK === "1",
    tsconfigPath: process.env.NEXT_TSCONFIG_PATH || "tsconfig.json",
  },
  reactStrictMode: true,
  // Public pages and their data: in Redis with REDIS_URL, shared by every app server (a tag expired
  // by one is expired for all), else in this server's memory (docs/architecture.md).
  cacheHandler: path.resolve("lib/cache/cache-handler.cjs"),
  serverExternalPackages: [
    "mongoose",
    // One Redis connection per process, shared with the cache handler (lib/cache/shared-store.cjs).
    "@redis/client",
    "rate-limiter-flexible",
    // Reads its domain lists from files beside it at run time.
    "freemail",
    "sharp",
    "sanitize-html",
    "rss-parser",
    "mjml",
    "nodemailer",
    "pdfkit",
  ],
  // Security headers on every answer; what a shared cache (the reverse proxy, deploy/) may keep:
  // public pages briefly, then stale while Next renders the new one; never the back-office or a
  // search. Route handlers set their own Cache-Control, which wins over these. A later rule wins.
  headers: async () => [
    { source: "/:path*", headers: security },
    { source: "/", headers: cacheControl(PUBLIC_PAGE_CACHE_CONTROL) },
    { source: "/:path((?!api/|api$|_next/|profile).+)", headers: cacheControl(PUBLIC_PAGE_CACHE_CONTROL) },
    { source: "/profile/:path*", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    { source: "/profile", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    // Members' own pages (issue 31) are never a shared cache's business either.
    { source: "/account/:path*", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    { source: "/account", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    { source: "/search/:path*", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    // The counting apply redirect (issue 33): every click must reach the app.
    { source: "/jobs/:id/apply", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    { source: "/events/search/:path*", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    // Issue 44: a guest's personal join link (a redirect to the meeting, never stored by a cache) and
    // a certificate's page, which verifies it live (a revocation shows at once).
    { source: "/events/:id/join/:token", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    { source: "/credentials/:id", headers: cacheControl(PRIVATE_CACHE_CONTROL) },
    ...["/", "/events"].map((source) => ({
      source,
      has: [{ type: "query" as const, key: "search" }],
      headers: cacheControl(PRIVATE_CACHE_CONTROL),
    })),
  ],
  redirects: async () => [
    // The usual guess of crawlers and people (as on WordPress with Yoast): the sitemap index.
    { source: "/sitemap.xml", destination: "/sitemap_index.xml", permanent: true },
    // Page 1 of a listing has no /page/1 form (308). Old query-string forms: proxy.ts.
    { source: "/page/1", destination: "/", permanent: true },
    { source: "/category/:slug/page/1", destination: "/category/:slug", permanent: true },
    { source: "/:section(jobs|events|certifications)/page/1", destination: "/:section", permanent: true },
  ],
  // No remote hosts: /_next/image only resizes our own stored images (RSS images are stored at import),
  // so it is no open proxy for the internet.
  images: {
    remotePatterns: [],
    localPatterns: [{ pathname: "/api/images/**" }],
  },
};

export default nextConfig;
