import { describe, expect, it } from "vitest";
import {
  LOGIN_DELAY_MAX_MS,
  LOGIN_DELAY_STEP_MS,
  LOGIN_FAILURES_BEFORE_DELAY,
} from "@/lib/rate-limit/limits";
import { loginDelayFor } from "./login-throttle";

describe("loginDelayFor", () => {
  it("does not slow the first failures down", () => {
    for (let failures = 0; failures < LOGIN_FAILURES_BEFORE_DELAY; failures += 1)
      expect(loginDelayFor(failures)).toBe(0);
  });

  it("adds one step per failure past the allowance, up to the maximum", () => {
    expect(loginDelayFor(LOGIN_FAILURES_BEFORE_DELAY)).toBe(LOGIN_DELAY_STEP_MS);
    expect(loginDelayFor(LOGIN_FAILURES_BEFORE_DELAY + 1)).toBe(2 * LOGIN_DELAY_STEP_MS);
    expect(loginDelayFor(10_000)).toBe(LOGIN_DELAY_MAX_MS);
  });
});
