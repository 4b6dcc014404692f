import { describe, expect, it } from "vitest";
import { WEBHOOK_MAX_ATTEMPTS, retryDelayMs } from "./webhook-retry";

describe("webhook retries", () => {
  it("back off 1, 5, 30, 120 and 360 times the base, then stop", () => {
    const base = 60_000;
    const delays = [1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, base));
    expect(delays).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, null]);
    expect(retryDelayMs(WEBHOOK_MAX_ATTEMPTS, base)).toBeNull();
    expect(retryDelayMs(WEBHOOK_MAX_ATTEMPTS - 1, base)).not.toBeNull();
  });

  it("with the default base, at least five tries spread over more than an hour", () => {
    let elapsed = 0;
    for (let attempts = 1; attempts < 5; attempts++) elapsed += retryDelayMs(attempts, 60_000)!;
    expect(elapsed).toBeGreaterThan(3_600_000);
  });
});
