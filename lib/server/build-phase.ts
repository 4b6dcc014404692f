// `next build` prerenders every page without dynamic segments, and a build has no database. The
// public pages at fixed paths (/, /jobs, /events, /certifications, /about) render an empty shell
// then; the cache handler (lib/cache/cache-handler.cjs) neither keeps nor serves build output, so
// the first request after start renders the real page.
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === "phase-production-build";
