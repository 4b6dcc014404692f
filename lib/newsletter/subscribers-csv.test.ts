import { describe, expect, it } from "vitest";
import { csvCell, subscribersCsv } from "./subscribers-csv";

describe("subscribersCsv", () => {
  it("writes a header and one quoted line per subscriber", () => {
    const csv = subscribersCsv([
      {
        _id: "a",
        email: "a@example.test",
        state: "active",
        createdAt: "2026-01-01T00:00:00.000Z",
        confirmedAt: "2026-01-02T00:00:00.000Z",
      },
      {
        _id: "b",
        email: "b@example.test",
        state: "pending",
        createdAt: "2026-01-03T00:00:00.000Z",
        confirmedAt: null,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "email,state,createdAt,confirmedAt",
      '"a@example.test","active","2026-01-01T00:00:00.000Z","2026-01-02T00:00:00.000Z"',
      '"b@example.test","pending","2026-01-03T00:00:00.000Z",""',
      "",
    ]);
  });

  it("doubles quotes and defuses formulas", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("+1@example.test")).toBe(`"'+1@example.test"`);
  });
});
