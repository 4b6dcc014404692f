import { describe, expect, it } from "vitest";
import { backoffDelay, withRetries } from "./retry";

describe("withRetries", () => {
  it("waits longer before each retry and returns the first success", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`fail ${calls}`);
        return "ok";
      },
      { attempts: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe("ok");
    expect(waits).toEqual([100, 400]);
  });

  it("rethrows the last error once every attempt failed", async () => {
    let calls = 0;
    const attempt = withRetries(
      async () => {
        calls += 1;
        throw new Error(`fail ${calls}`);
      },
      { attempts: 3, baseDelayMs: 1, sleep: async () => undefined },
    );
    await expect(attempt).rejects.toThrow("fail 3");
    expect(calls).toBe(3);
  });

  it("does not wait before the first attempt", () => {
    expect(backoffDelay(1, 1000)).toBe(0);
    expect(backoffDelay(2, 1000)).toBe(1000);
    expect(backoffDelay(4, 1000)).toBe(16000);
  });
});
