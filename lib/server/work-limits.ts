// The process's work gate with the limits from the configuration (WORK_* in .env.example).
import { getEnv } from "@/lib/env";
import { runInGate, withDeadline, workGate, type GateOptions } from "@/lib/server/work-gate";

const configuredGate = () =>
  workGate(() => {
    const env = getEnv();
    return {
      concurrency: env.WORK_CONCURRENCY,
      queue: env.WORK_QUEUE,
      maxWaitMs: env.WORK_QUEUE_WAIT_MS,
      retryAfterSeconds: env.WORK_RETRY_AFTER_SECONDS,
      deadlineMs: env.WORK_DEADLINE_MS,
    };
  });

/** Runs database work within the server's concurrency limit; throws OverloadedError past it. */
export function runGated<T>(work: () => Promise<T>, options?: GateOptions): Promise<T> {
  return runInGate(configuredGate(), work, options);
}

/**
 * A read within the limit: besides the queue, it is answered 503 once WORK_DEADLINE_MS have passed
 * since it arrived (its query finishes in its slot). Writes use runGated: a write must not be
 * reported as failed while it still completes.
 */
export function runGatedRead<T>(work: () => Promise<T>): Promise<T> {
  return runGated(work, { abandonable: true });
}

/**
 * A read several requests share (lib/cache/single-flight.ts): `shared` runs once, in a slot, through
 * runGated; each caller is answered 503 once WORK_DEADLINE_MS have passed since it arrived, as
 * runGatedRead answers, while the shared read goes on for the callers that join it later. (A queued
 * read still waits at most WORK_QUEUE_WAIT_MS, shorter than the deadline.)
 */
export function awaitWithinReadDeadline<T>(shared: Promise<T>, arrivedAt: number): Promise<T> {
  const gate = configuredGate();
  return withDeadline(shared, gate.limits.deadlineMs - (Date.now() - arrivedAt), gate);
}
