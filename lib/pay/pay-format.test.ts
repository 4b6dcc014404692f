import { describe, expect, it } from "vitest";
import { cellsCsv, comparisonLine, formatAmount } from "./pay-format";
import type { PayCell } from "./pay-stats";

const cell: PayCell = {
  family: "talent-acquisition",
  seniority: "senior",
  country: "DE",
  currency: "EUR",
  postings: 5,
  employers: 3,
  p25: 65_000,
  median: 72_000,
  p75: 80_000,
  minOfMins: 50_000,
  maxOfMaxes: 95_000,
  updatedAt: "2026-12-01T00:00:00.000Z",
};

describe("pay figures as the pages write them", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [72_000, "72 000"],
    [1_234_567.6, "1 234 568"],
  ])("%d is %s", (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it("writes the job page's comparison line as the issue gives it", () => {
    expect(comparisonLine(cell, { min: 65_000, max: 80_000, currency: "EUR", unit: "YEAR" })).toBe(
      "Median for senior talent acquisition in Germany, EUR: 72 000 — this role: 65 000–80 000",
    );
    expect(comparisonLine(cell, { min: 5_000, max: 5_000, currency: "EUR", unit: "MONTH" })).toBe(
      "Median for senior talent acquisition in Germany, EUR: 72 000 — this role: 60 000",
    );
    // Another currency, or no range: nothing to compare.
    expect(comparisonLine(cell, { min: 65_000, max: 80_000, currency: "USD", unit: "YEAR" })).toBeNull();
    expect(comparisonLine(cell, { min: 65_000, currency: "EUR", unit: "YEAR" })).toBeNull();
  });

  it("writes the CSV with a header and one row per cell, defusing formula-like text", () => {
    expect(cellsCsv([cell, { ...cell, region: "=HYPERLINK(1)", seniority: "lead" }])).toBe(
      [
        "family,seniority,country,region,currency,postings,employers,p25,median,p75,minOfMins,maxOfMaxes,updatedAt",
        "talent-acquisition,senior,DE,,EUR,5,3,65000,72000,80000,50000,95000,2026-12-01T00:00:00.000Z",
        "talent-acquisition,lead,DE,'=HYPERLINK(1),EUR,5,3,65000,72000,80000,50000,95000,2026-12-01T00:00:00.000Z",
        "",
      ].join("\r\n"),
    );
  });
});
