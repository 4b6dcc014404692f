import { describe, expect, it } from "vitest";
import { createPacer } from "./pace";

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
