// The process's work gate with the limits from the configuration (WORK_* in .env.example).
import { getEnv } from "@/lib/env";
import { runInGate, workGate } from "@/lib/server/work-gate";

const configuredGate = () =>
  workGate(() => {
    const env = getEnv();
    return {
      concurrency: env.WORK_CONCURRENCY,
      queue: env.WORK_QUEUE,
      maxWaitMs: env.WORK_QUEUE_WAIT_MS,
      retryAfterSeconds: env.WORK_RETRY_AFTER_SECONDS,
    };
  });

/** Runs database work within the server's concurrency limit; throws OverloadedError past it. */
export function runGated<T>(work: () => Promise<T>): Promise<T> {
  return runInGate(configuredGate(), work);
}
