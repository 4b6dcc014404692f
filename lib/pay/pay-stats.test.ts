import { describe, expect, it } from "vitest";
import { computeCells, meetsFloor, quantile, selectCells, type PayPosting } from "./pay-stats";

const AT = "2026-12-01T00:00:00.000Z";

const posting = (over: Partial<PayPosting> = {}): PayPosting => ({
  family: "talent-acquisition",
  seniority: "senior",
  country: "DE",
  remote: false,
  currency: "EUR",
  midpoint: 70_000,
  annualMin: 60_000,
  annualMax: 80_000,
  employer: "acme",
  ...over,
});

/** `n` postings spread over `employers` verified employers, with midpoints from `midpoints`. */
const postings = (n: number, employers: number, over: Partial<PayPosting> = {}, midpoints?: number[]) =>
  Array.from({ length: n }, (_, i) =>
    posting({
      employer: `e${i % employers}`,
      midpoint: midpoints?.[i] ?? 70_000,
      annualMin: (midpoints?.[i] ?? 70_000) - 5_000,
      annualMax: (midpoints?.[i] ?? 70_000) + 5_000,
      ...over,
    }),
  );

describe("quantile (inclusive linear interpolation, Hyndman–Fan type 7)", () => {
  it.each([
    [[10], 0.25, 10],
    [[10, 20], 0.5, 15],
    [[1, 2, 3, 4, 5], 0.25, 2],
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4, 5], 0.75, 4],
    [[1, 2, 3, 4], 0.25, 1.75],
    [[1, 2, 3, 4], 0.75, 3.25],
    [[15, 20, 35, 40, 50], 0.4, 29],
    [[1, 2, 3, 4], 0, 1],
    [[1, 2, 3, 4], 1, 4],
  ])("%j at %d is %d (as Excel PERCENTILE.INC)", (values, p, expected) => {
    expect(quantile(values, p)).toBeCloseTo(expected, 10);
  });

  it("refuses no values", () => {
    expect(() => quantile([], 0.5)).toThrow();
  });
});

describe("privacy floor", () => {
  it("needs 5 verified postings from 3 distinct employers", () => {
    expect(meetsFloor(postings(5, 3))).toBe(true);
    expect(meetsFloor(postings(4, 3))).toBe(false);
    expect(meetsFloor(postings(5, 2))).toBe(false);
    expect(meetsFloor(postings(5, 3, { employer: undefined }))).toBe(false);
    expect(meetsFloor([...postings(4, 3), posting({ employer: undefined })])).toBe(false);
  });

  it("shows a cell with its quantiles, postings and employers", () => {
    const { any } = computeCells(postings(5, 3, {}, [60_000, 65_000, 70_000, 80_000, 90_000]), AT);
    expect(any.cells).toEqual([
      {
        family: "talent-acquisition",
        seniority: "senior",
        country: "DE",
        currency: "EUR",
        postings: 5,
        employers: 3,
        p25: 65_000,
        median: 70_000,
        p75: 80_000,
        minOfMins: 55_000,
        maxOfMaxes: 95_000,
        updatedAt: AT,
      },
    ]);
    expect(any.suppressed).toEqual([]);
  });

  it("counts a thin cell as suppressed, by its key only", () => {
    const { any } = computeCells(postings(4, 4), AT);
    expect(any.cells).toEqual([]);
    expect(any.suppressed).toEqual([
      { family: "talent-acquisition", seniority: "senior", country: "DE", currency: "EUR" },
    ]);
  });

  it("never mixes currencies: one cell per currency", () => {
    const { any } = computeCells(
      [...postings(5, 3), ...postings(5, 3, { currency: "CHF", midpoint: 1 })],
      AT,
    );
    expect(any.cells.map((cell) => [cell.currency, cell.median])).toEqual([
      ["CHF", 1],
      ["EUR", 70_000],
    ]);
  });
});

describe("complementary suppression", () => {
  it("hides a region whose suppressed sibling could be had by subtraction from the country cell", () => {
    // Bavaria: 6 postings (shown alone), Berlin: 2 (suppressed). Germany = 8, shown. Germany − Bavaria
    // = Berlin's 2 postings: Bavaria must be hidden too.
    const bavaria = postings(6, 3, { region: "Bavaria" });
    const berlin = postings(2, 2, { region: "Berlin" });
    const { any } = computeCells([...bavaria, ...berlin], AT);
    expect(any.cells.map((cell) => [cell.country, cell.region])).toEqual([["DE", undefined]]);
    expect(any.suppressed.map((key) => key.region)).toEqual(["Bavaria", "Berlin"]);
  });

  it("counts jobs with no region as a hidden sibling", () => {
    const bavaria = postings(6, 3, { region: "Bavaria" });
    const unplaced = postings(1, 1);
    const { any } = computeCells([...bavaria, ...unplaced], AT);
    expect(any.cells.map((cell) => cell.region)).toEqual([undefined]);
  });

  it("keeps regions whose hidden remainder meets the floor itself", () => {
    const bavaria = postings(6, 3, { region: "Bavaria" });
    const hesse = postings(5, 3, { region: "Hesse" });
    const berlin = postings(3, 3, { region: "Berlin" });
    const hamburg = postings(3, 3, { region: "Hamburg" });
    const { any } = computeCells([...bavaria, ...hesse, ...berlin, ...hamburg], AT);
    // Germany − Bavaria − Hesse = Berlin + Hamburg: 6 postings from 3 employers, a cell of its own.
    expect(any.cells.map((cell) => cell.region ?? "")).toEqual(["", "Bavaria", "Hesse"]);
    expect(any.suppressed.map((key) => key.region)).toEqual(["Berlin", "Hamburg"]);
  });

  it("hides the smallest shown region first, and only as many as needed", () => {
    const bavaria = postings(9, 3, { region: "Bavaria" });
    const hesse = postings(5, 3, { region: "Hesse" });
    const berlin = postings(2, 2, { region: "Berlin" });
    const { any } = computeCells([...bavaria, ...hesse, ...berlin], AT);
    expect(any.cells.map((cell) => cell.region ?? "")).toEqual(["", "Bavaria"]);
    // Germany − Bavaria = Hesse + Berlin: 7 postings from 3 employers.
    expect(meetsFloor([...hesse, ...berlin])).toBe(true);
  });

  it("shows a remote part only when the other part shows too (or is empty)", () => {
    const remote = postings(5, 3, { remote: true });
    const onsite = postings(2, 2);
    const result = computeCells([...remote, ...onsite], AT);
    expect(result.any.cells).toHaveLength(1);
    expect(result.remote.cells).toEqual([]);
    expect(result.remote.suppressed).toHaveLength(1);
    expect(result.onsite.suppressed).toHaveLength(1);
    const remoteOnly = computeCells(postings(5, 3, { remote: true }), AT);
    expect(remoteOnly.remote.cells).toHaveLength(1);
    expect(remoteOnly.onsite.cells).toEqual([]);
  });
});

describe("selecting cells", () => {
  it("filters by any coordinate and counts the suppressed ones that match", () => {
    const set = computeCells(
      [...postings(5, 3), ...postings(2, 2, { seniority: "entry" }), ...postings(5, 3, { country: "FR" })],
      AT,
    ).any;
    expect(selectCells(set, { country: "DE" })).toMatchObject({ cells: [{ country: "DE" }], suppressed: 1 });
    expect(selectCells(set, { seniority: "entry" })).toEqual({ cells: [], suppressed: 1 });
    expect(selectCells(set, { family: "payroll" })).toEqual({ cells: [], suppressed: 0 });
  });
});
