// Retries with exponential back-off: attempt n waits baseDelayMs × 4^(n-1) before it runs.
export type RetryOptions = { attempts: number; baseDelayMs: number; sleep?: (ms: number) => Promise<void> };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function backoffDelay(attempt: number, baseDelayMs: number): number {
  return attempt <= 1 ? 0 : baseDelayMs * 4 ** (attempt - 2);
}

/** Runs `task` until it resolves or `attempts` tries have failed; rethrows the last error. */
export async function withRetries<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    const delay = backoffDelay(attempt, options.baseDelayMs);
    if (delay > 0) await sleep(delay);
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
