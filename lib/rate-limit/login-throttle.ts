// Per-account slow-down after repeated failed sign-ins (on top of the per-IP rate limit): each
// attempt past the allowance waits a little longer, so guessing one account's password is slow.
import "server-only";
import { countHit, windowCount } from "@/lib/rate-limit/database-windows";
import {
  LOGIN_DELAY_MAX_MS,
  LOGIN_DELAY_STEP_MS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_BEFORE_DELAY,
} from "@/lib/rate-limit/limits";

const failureKey = (email: string) => `login-failure:${email.toLowerCase()}`;

export function loginDelayFor(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(LOGIN_DELAY_STEP_MS * (failures - LOGIN_FAILURES_BEFORE_DELAY + 1), LOGIN_DELAY_MAX_MS);
}

/** Waits as long as the account's recent failures require (unknown e-mails are treated alike). */
export async function waitForLoginTurn(email: string): Promise<void> {
  const delay = loginDelayFor(await windowCount(failureKey(email), LOGIN_FAILURE_WINDOW_SECONDS));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

export async function recordLoginFailure(email: string): Promise<void> {
  await countHit(failureKey(email), LOGIN_FAILURE_WINDOW_SECONDS);
}
