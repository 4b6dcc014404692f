// Whether this server has been told to stop. Next's own server handles SIGTERM (it stops accepting,
// finishes the requests in flight and the work registered with `after()`, then exits); long loops
// of background work (a newsletter run) ask this between items and stop at a clean point, so the
// next cron call resumes where they stopped instead of the process being killed mid-send.
// Kept on globalThis: instrumentation and route bundles each have their own copy of this module.
import { getEnv } from "@/lib/env";

const KEY = Symbol.for("hr-pulse.shutting-down");
const flags = globalThis as typeof globalThis & { [KEY]?: boolean };

export function isShuttingDown(): boolean {
  return flags[KEY] === true;
}

/** Registered once at start-up (lib/server/start-up.ts): one more SIGTERM listener beside Next's. */
export function watchForShutdown(): void {
  const drainMs = getEnv().APP_DRAIN_MS;
  if (drainMs <= 0) {
    process.once("SIGTERM", () => {
      flags[KEY] = true;
    });
    return;
  }
  // Behind `npm run serve` (issue 42): a SIGTERM from outside first makes /api/health/ready answer
  // 503, which the launcher sees and takes this server out of the balancer; only after APP_DRAIN_MS
  // does Next's own handler stop accepting and finish the requests in flight. Closing the listener
  // at once would reset the connections still waiting to be accepted, and a write sent on one
  // cannot be retried by nginx.
  // Next may add its own listener after this runs: any other listener is moved aside as it appears.
  const deferred: Array<(signal: NodeJS.Signals) => void> = [];
  const onTerm = () => {
    if (flags[KEY]) return;
    flags[KEY] = true;
    clearInterval(collector);
    setTimeout(() => {
      for (const listener of deferred) listener("SIGTERM");
      if (deferred.length === 0) process.exit(143);
    }, drainMs);
  };
  const collect = () => {
    for (const listener of process.listeners("SIGTERM")) {
      if (listener === onTerm) continue;
      deferred.push(listener as (signal: NodeJS.Signals) => void);
      process.removeListener("SIGTERM", listener);
    }
  };
  process.on("SIGTERM", onTerm);
  collect();
  const collector = setInterval(collect, 100);
  collector.unref();
}
