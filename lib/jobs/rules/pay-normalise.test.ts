import { describe, expect, it } from "vitest";
import { ANNUAL_FACTORS, PLAUSIBLE_ANNUAL, normalisePay } from "./pay-normalise";
import { jobPlaceOf, placeOf } from "./job-place";

describe("normalised pay", () => {
  it("states the factors the issue fixes", () => {
    expect(ANNUAL_FACTORS).toEqual({ HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 });
  });

  it.each([
    [{ min: 25, max: 30, unit: "HOUR" }, 52_000, 62_400],
    [{ min: 300, max: 400, unit: "DAY" }, 78_000, 104_000],
    [{ min: 1_000, max: 1_200, unit: "WEEK" }, 52_000, 62_400],
    [{ min: 4_000, max: 5_000, unit: "MONTH" }, 48_000, 60_000],
    [{ min: 65_000, max: 80_000, unit: "YEAR" }, 65_000, 80_000],
  ] as const)("%j is %d–%d a year", (salary, annualMin, annualMax) => {
    const pay = normalisePay({ ...salary, currency: "EUR" });
    expect(pay).toEqual({
      currency: "EUR",
      annualMin,
      annualMax,
      midpoint: (annualMin + annualMax) / 2,
      width: annualMax - annualMin,
      implausible: false,
    });
  });

  it("keeps cents of an hourly rate and upper-cases the currency", () => {
    expect(normalisePay({ min: 20.5, max: 22.25, currency: "usd", unit: "HOUR" })).toMatchObject({
      currency: "USD",
      annualMin: 42_640,
      annualMax: 46_280,
      midpoint: 44_460,
    });
  });

  it("needs both ends of a range", () => {
    expect(normalisePay({ min: 50_000, currency: "GBP", unit: "YEAR" })).toBeUndefined();
    expect(normalisePay({ max: 50_000, currency: "GBP", unit: "YEAR" })).toBeUndefined();
    expect(normalisePay(null)).toBeUndefined();
  });

  it("a single figure is a range of width 0", () => {
    expect(normalisePay({ min: 50_000, max: 50_000, currency: "GBP", unit: "YEAR" })).toMatchObject({
      midpoint: 50_000,
      width: 0,
      implausible: false,
    });
  });
});

describe("plausibility", () => {
  it("flags a maximum more than 3 × the minimum, and not exactly 3 ×", () => {
    expect(normalisePay({ min: 30_000, max: 90_001, currency: "USD", unit: "YEAR" })).toMatchObject({
      implausible: true,
      implausibleReason: "wide-range",
    });
    expect(normalisePay({ min: 30_000, max: 90_000, currency: "USD", unit: "YEAR" })?.implausible).toBe(
      false,
    );
  });

  it("flags a year's pay outside the currency's bounds", () => {
    // A monthly figure entered as yearly; an annual figure entered as monthly.
    expect(normalisePay({ min: 4_000, max: 5_000, currency: "EUR", unit: "YEAR" })).toMatchObject({
      implausible: true,
      implausibleReason: "out-of-bounds",
    });
    expect(normalisePay({ min: 60_000, max: 70_000, currency: "GBP", unit: "MONTH" })).toMatchObject({
      implausible: true,
      implausibleReason: "out-of-bounds",
    });
  });

  it("bounds are per currency: 1 000 000 INR is plausible, 1 000 000 EUR is not", () => {
    expect(normalisePay({ min: 900_000, max: 1_200_000, currency: "INR", unit: "YEAR" })?.implausible).toBe(
      false,
    );
    expect(normalisePay({ min: 900_000, max: 1_200_000, currency: "EUR", unit: "YEAR" })?.implausible).toBe(
      true,
    );
  });

  it("a currency without bounds is checked for width only", () => {
    expect(PLAUSIBLE_ANNUAL.ZAR).toBeUndefined();
    expect(normalisePay({ min: 1, max: 2, currency: "ZAR", unit: "YEAR" })?.implausible).toBe(false);
    expect(normalisePay({ min: 0, max: 2, currency: "ZAR", unit: "YEAR" })?.implausible).toBe(true);
  });

  it("every bounds row is low < high", () => {
    for (const [low, high] of Object.values(PLAUSIBLE_ANNUAL)) expect(low).toBeLessThan(high);
  });
});

describe("job place", () => {
  it.each([
    ["Berlin, Germany", { country: "DE", region: "Berlin" }],
    ["Berlin, DE", { country: "DE", region: "Berlin" }],
    ["Dover, DE", { country: "US", region: "Delaware" }],
    ["Munich", { country: "DE", region: "Bavaria" }],
    ["Denver, CO", { country: "US", region: "Colorado" }],
    ["Austin, Texas, USA", { country: "US", region: "Texas" }],
    ["Washington, DC", { country: "US", region: "District of Columbia" }],
    ["London, ON", { country: "CA", region: "Ontario" }],
    ["London, UK", { country: "GB", region: "England" }],
    ["Glasgow", { country: "GB", region: "Scotland" }],
    ["Birmingham, AL", { country: "US", region: "Alabama" }],
    ["Dublin, Ireland", { country: "IE" }],
    ["France", { country: "FR" }],
    ["Hybrid - Amsterdam", { country: "NL", region: "North Holland" }],
    ["Anywhere", {}],
    ["", {}],
  ])("%s → %j", (location, place) => {
    expect(placeOf(location)).toEqual(place);
  });

  it("a remote job without a location counts under the one country it hires from", () => {
    expect(jobPlaceOf({ workplace: "remote", applicantLocation: "Germany" })).toEqual({ country: "DE" });
    expect(jobPlaceOf({ workplace: "onsite", applicantLocation: "Germany" })).toEqual({});
    expect(jobPlaceOf({ workplace: "remote", applicantLocation: "Berlin, Germany" })).toEqual({
      country: "DE",
    });
    expect(jobPlaceOf({ workplace: "remote", applicantLocation: "United Kingdom, Ireland" })).toEqual({});
    expect(jobPlaceOf({ workplace: "remote", location: "Paris", applicantLocation: "EU" })).toEqual({
      country: "FR",
      region: "Île-de-France",
    });
  });
});
