// Whether this server has been told to stop. Next's own server handles SIGTERM (it stops accepting,
// finishes the requests in flight and the work registered with `after()`, then exits); long loops
// of background work (a newsletter run) ask this between items and stop at a clean point, so the
// next cron call resumes where they stopped instead of the process being killed mid-send.
// Kept on globalThis: instrumentation and route bundles each have their own copy of this module.
const KEY = Symbol.for("hr-pulse.shutting-down");
const flags = globalThis as typeof globalThis & { [KEY]?: boolean };

export function isShuttingDown(): boolean {
  return flags[KEY] === true;
}

/** Registered once at start-up (lib/server/start-up.ts): one more SIGTERM listener beside Next's. */
export function watchForShutdown(): void {
  process.once("SIGTERM", () => {
    flags[KEY] = true;
  });
}
