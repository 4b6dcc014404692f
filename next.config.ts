import path from "node:path";
import type { NextConfig } from "next";
import { cachedRouteRewrites } from "./lib/cache/cached-routes";

const nextConfig: NextConfig = {
  // Test runs build into their own folder so two runs, or a run beside `next dev`, never collide.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // A deployer's `npm run build` fails on a type error. The scripts' own builds (scripts/lib/isolated-build.ts)
  // skip that second check: `npm test` type-checks the whole tree once (tsc --noEmit) before it builds.
  // They also point at their own generated tsconfig, so the one in git is never rewritten.
  typescript: {
    ignoreBuildErrors: process.env.NEXT_SKIP_BUILD_TYPECHECK === "1",
    tsconfigPath: process.env.NEXT_TSCONFIG_PATH || "tsconfig.json",
  },
  reactStrictMode: true,
  // Public pages and their data are cached in memory per server; the handler replays the shared
  // invalidation log so every server drops what another server's write changed (docs/architecture.md).
  cacheHandler: path.resolve("lib/cache/shared-tag-cache-handler.cjs"),
  // Memory only: a restarted server starts empty instead of serving pages it cannot vouch for.
  experimental: { isrFlushToDisk: false },
  serverExternalPackages: ["mongoose", "sharp", "sanitize-html", "rss-parser"],
  // Static chunks skip the middleware (which sets the full header set): the basic ones still apply.
  headers: async () => [
    {
      source: "/_next/static/:path*",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      ],
    },
  ],
  // The usual guess of crawlers and people (as on WordPress with Yoast): the sitemap index.
  redirects: async () => [{ source: "/sitemap.xml", destination: "/sitemap_index.xml", permanent: true }],
  // Cacheable public URLs with query strings → path-based cached routes (lib/cache/cached-routes.ts).
  rewrites: async () => ({ beforeFiles: cachedRouteRewrites(), afterFiles: [], fallback: [] }),
  // No remote hosts: /_next/image only resizes our own stored images (RSS images are stored at import),
  // so it is no open proxy for the internet.
  images: {
    remotePatterns: [],
    localPatterns: [{ pathname: "/api/images/**" }],
  },
};

export default nextConfig;
