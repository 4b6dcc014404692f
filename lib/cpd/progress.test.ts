import { describe, expect, it } from "vitest";
import { addMonthsToDay, cycleProgress, isShort, monthsBetween, progressLabel } from "@/lib/cpd/progress";
import { bodiesForCredentials, cycleRule } from "@/lib/cpd/rules";

const entry = (date: string, credits: { body: string; amount: number; category?: string }[]) => ({
  date,
  credits,
});

describe("cycleProgress", () => {
  it("counts SHRM credits inside the cycle only (start and last day included)", () => {
    const entries = [
      entry("2025-12-31", [{ body: "SHRM", amount: 10 }]),
      entry("2026-01-01", [
        { body: "SHRM", amount: 3 },
        { body: "HRCI", amount: 4 },
      ]),
      entry("2027-06-15", [{ body: "SHRM", amount: 1.5 }]),
      entry("2028-12-31", [{ body: "SHRM", amount: 2 }]),
      entry("2029-01-01", [{ body: "SHRM", amount: 7 }]),
    ];
    const progress = cycleProgress({ body: "SHRM", start: "2026-01-01" }, entries, "2026-11-26");
    expect(progress).toMatchObject({ start: "2026-01-01", end: "2028-12-31", required: 60, earned: 6.5 });
    expect(progress.byCategory).toBeUndefined();
    expect(progress.monthsLeft).toBe(25);
    expect(progressLabel(progress)).toBe("6.5 of 60 PDCs, 25 months left");
    expect(isShort(progress)).toBe(true);
  });

  it("checks HRCI's category minimums per credential", () => {
    const entries = [
      entry("2026-02-01", [{ body: "HRCI", amount: 45, category: "General" }]),
      entry("2026-03-01", [{ body: "HRCI", amount: 14, category: "business" }]),
      entry("2026-04-01", [{ body: "HRCI", amount: 1, category: "Ethics" }]),
    ];
    const sphr = cycleProgress(
      { body: "HRCI", credential: "SPHR", start: "2026-01-15" },
      entries,
      "2026-05-01",
    );
    expect(sphr.earned).toBe(60);
    expect(sphr.byCategory).toEqual([
      { category: "Business", required: 15, earned: 14 },
      { category: "Ethics", required: 1, earned: 1 },
    ]);
    expect(isShort(sphr)).toBe(true);
    const phr = cycleProgress(
      { body: "HRCI", credential: "PHR", start: "2026-01-15" },
      entries,
      "2026-05-01",
    );
    expect(isShort(phr)).toBe(false);
    expect(cycleRule("HRCI", "aPHR").required).toBe(45);
  });

  it("CIPD has a yearly cycle without a minimum", () => {
    const progress = cycleProgress(
      { body: "CIPD", start: "2026-04-01" },
      [entry("2026-05-01", [{ body: "CIPD", amount: 3 }])],
      "2026-11-26",
    );
    expect(progress.end).toBe("2027-03-31");
    expect(isShort(progress)).toBe(false);
    expect(progressLabel(progress)).toBe("3 hours logged, 4 months left");
  });
});

describe("calendar helpers", () => {
  it("adds months, clamping to the month's end", () => {
    expect(addMonthsToDay("2024-02-29", 36)).toBe("2027-02-28");
    expect(addMonthsToDay("2026-01-31", 1)).toBe("2026-02-28");
    expect(monthsBetween("2026-11-26", "2026-11-30")).toBe(0);
    expect(monthsBetween("2026-11-26", "2025-01-01")).toBe(0);
  });

  it("maps listed credentials to bodies", () => {
    expect(bodiesForCredentials(["SHRM-SCP", "SPHR", "CIPD Chartered Member", "MBA"])).toEqual([
      { body: "SHRM" },
      { body: "HRCI", credential: "SPHR" },
      { body: "CIPD" },
    ]);
  });
});
