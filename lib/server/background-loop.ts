// One background task an app server repeats every `intervalMs` (scheduled posts, webhook retries,
// imports): never two runs at once, never during `next build`, one timer per process however many
// route bundles load this module (kept on globalThis under the task's name). A failed run is logged
// and the next tick tries again (the database may be down).
import { isBuildPhase } from "@/lib/server/build-phase";

type Loops = Map<string, NodeJS.Timeout>;
const LOOPS_KEY = Symbol.for("hr-pulse.background-loops");
const store = globalThis as typeof globalThis & { [LOOPS_KEY]?: Loops };

export function startBackgroundLoop(name: string, intervalMs: number, task: () => Promise<unknown>): void {
  const loops = (store[LOOPS_KEY] ??= new Map());
  if (isBuildPhase() || loops.has(name)) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      console.error(JSON.stringify({ level: "warn", msg: `${name} failed`, error: String(error) }));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  loops.set(name, timer);
}
