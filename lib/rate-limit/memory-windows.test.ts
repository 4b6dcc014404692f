import { describe, expect, it } from "vitest";
import { countMemoryHit } from "@/lib/rate-limit/memory-windows";

describe("countMemoryHit", () => {
  it("counts per key within a fixed window and starts again in the next", () => {
    const start = 1_700_000_040_000; // a whole minute
    const key = `test:${Math.random()}`;
    expect(countMemoryHit(key, 60, start).count).toBe(1);
    expect(countMemoryHit(key, 60, start + 59_000).count).toBe(2);
    expect(countMemoryHit(`${key}:other`, 60, start).count).toBe(1);
    const next = countMemoryHit(key, 60, start + 60_000);
    expect(next.count).toBe(1);
    expect(next.resetAt.getTime()).toBe(start + 120_000);
  });
});
