import { describe, expect, it } from "vitest";
import { createPacer, createSharedPacer } from "./pace";

describe("createPacer", () => {
  it("books slots 1000 / rate ms apart for callers arriving together", () => {
    const now = 1_000_000;
    const pacer = createPacer(4, () => now);
    expect([pacer.reserve(), pacer.reserve(), pacer.reserve()]).toEqual([0, 250, 500]);
  });

  it("lets a caller go at once when the rate allows it", () => {
    let now = 1_000_000;
    const pacer = createPacer(10, () => now);
    expect(pacer.reserve()).toBe(0);
    now += 100;
    expect(pacer.reserve()).toBe(0);
    now += 30;
    expect(pacer.reserve()).toBe(70);
  });
});

describe("createSharedPacer", () => {
  it("waits as long as the shared store says, and paces on its own when the store fails", async () => {
    const asked: number[] = [];
    const shared = createSharedPacer(4, async (interval) => {
      asked.push(interval);
      return 0;
    });
    await shared.wait();
    expect(asked).toEqual([250]);
    const failing = createSharedPacer(4, () => Promise.reject(new Error("redis away")));
    await failing.wait();
    // The failed booking took this process's first slot: the next one is a quarter second later.
    expect(failing.reserve()).toBeGreaterThan(200);
  });
});
