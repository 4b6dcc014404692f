// When a failed webhook delivery is tried again: after 1, 5, 30, 120 and 360 times the base delay
// (WEBHOOK_RETRY_BASE_MS, one minute by default: 1 min, 5 min, 30 min, 2 h, 6 h), so six tries in
// all over about 8½ hours; after the sixth failure the delivery is given up.
export const WEBHOOK_RETRY_STEPS = [1, 5, 30, 120, 360] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_STEPS.length + 1;
/** How long one attempt may take (connection, answer and body). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is left to its claimant this long (well past the timeout) before another server may retry it. */
export const WEBHOOK_CLAIM_MS = 60_000;
/** How often every server looks for due deliveries. */
export const WEBHOOK_SWEEP_INTERVAL_MS = 5_000;

/** The delay before the next try after `attempts` failed tries, or null when none is left. */
export function retryDelayMs(attempts: number, baseMs: number): number | null {
  const step = WEBHOOK_RETRY_STEPS[attempts - 1];
  return step === undefined ? null : step * baseMs;
}
