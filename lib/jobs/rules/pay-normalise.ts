// A job's pay range as a year's pay in its own currency (never converted), its midpoint and width,
// and whether it is plausible enough to count in the pay statistics (issue 45). Client-safe: the
// job form shows the same verdict the statistics use.
import type { Salary, SalaryUnit } from "@/lib/jobs/fields";

/** Paid periods in a year (docs/decisions.md): 40 h × 52 weeks, 5 days × 52 weeks, 52 weeks, 12 months. */
export const ANNUAL_FACTORS: Record<SalaryUnit, number> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/**
 * Plausible full-time annual pay per currency, [lowest, highest]: below the lowest is a part-time or
 * mistyped figure (a monthly amount entered as yearly), above the highest a typo or an equity
 * figure. Currencies not listed are checked only for the width of their range.
 */
export const PLAUSIBLE_ANNUAL: Record<string, readonly [number, number]> = {
  USD: [15_000, 1_000_000],
  EUR: [10_000, 800_000],
  GBP: [10_000, 700_000],
  CHF: [30_000, 1_000_000],
  CAD: [20_000, 1_000_000],
  AUD: [25_000, 1_000_000],
  NZD: [25_000, 800_000],
  SGD: [15_000, 1_000_000],
  SEK: [150_000, 8_000_000],
  NOK: [150_000, 8_000_000],
  DKK: [150_000, 6_000_000],
  PLN: [30_000, 2_000_000],
  CZK: [150_000, 10_000_000],
  HUF: [2_000_000, 150_000_000],
  RON: [20_000, 2_000_000],
  INR: [100_000, 50_000_000],
  JPY: [2_000_000, 100_000_000],
};

/** A range whose maximum is more than this many times its minimum says nothing about the role. */
export const MAX_RANGE_RATIO = 3;

export type ImplausibleReason = "wide-range" | "out-of-bounds";

export type NormalisedPay = {
  currency: string;
  annualMin: number;
  annualMax: number;
  /** (annualMin + annualMax) / 2: the figure the statistics use. */
  midpoint: number;
  /** annualMax − annualMin. */
  width: number;
  implausible: boolean;
  implausibleReason?: ImplausibleReason;
};

const round = (value: number) => Math.round(value * 100) / 100;

/** The annual equivalent of a range with both ends; undefined for one figure or none. */
export function normalisePay(salary: Salary | null | undefined): NormalisedPay | undefined {
  if (!salary || salary.min === undefined || salary.max === undefined) return undefined;
  const factor = ANNUAL_FACTORS[salary.unit];
  const currency = salary.currency.toUpperCase();
  const annualMin = round(salary.min * factor);
  const annualMax = round(salary.max * factor);
  const reason = implausibility(currency, annualMin, annualMax);
  return {
    currency,
    annualMin,
    annualMax,
    midpoint: round((annualMin + annualMax) / 2),
    width: round(annualMax - annualMin),
    implausible: reason !== undefined,
    ...(reason ? { implausibleReason: reason } : {}),
  };
}

function implausibility(currency: string, min: number, max: number): ImplausibleReason | undefined {
  if (min <= 0 || max > MAX_RANGE_RATIO * min) return "wide-range";
  const bounds = PLAUSIBLE_ANNUAL[currency];
  if (bounds && (min < bounds[0] || max > bounds[1])) return "out-of-bounds";
  return undefined;
}

export const IMPLAUSIBLE_MESSAGES: Record<ImplausibleReason, string> = {
  "wide-range": `The range's maximum is more than ${MAX_RANGE_RATIO} times its minimum: it is left out of the pay statistics.`,
  "out-of-bounds":
    "The range, as a year's pay, is outside what this currency's full-time roles pay: check the amounts and the period. It is left out of the pay statistics.",
};
