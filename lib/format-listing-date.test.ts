import { describe, expect, it } from "vitest";
import {
  formatCertificationDate,
  formatEventDateTime,
  isSameSiteDay,
  SITE_TIME_ZONE,
  startOfSiteDay,
} from "@/lib/format-listing-date";

describe("site time zone helpers", () => {
  it("uses London time", () => {
    expect(SITE_TIME_ZONE).toBe("Europe/London");
  });

  it.each([
    ["winter noon", "2026-01-10T12:00:00Z", "2026-01-10T00:00:00.000Z"],
    ["summer noon", "2026-07-10T12:00:00Z", "2026-07-09T23:00:00.000Z"],
    ["summer just after local midnight", "2026-07-09T23:30:00Z", "2026-07-09T23:00:00.000Z"],
    ["the day clocks go forward", "2026-03-29T12:00:00Z", "2026-03-29T00:00:00.000Z"],
    ["the day clocks go back", "2026-10-25T12:00:00Z", "2026-10-24T23:00:00.000Z"],
  ])("finds the start of the site day (%s)", (_name, now, expected) => {
    expect(startOfSiteDay(new Date(now)).toISOString()).toBe(expected);
  });

  it("decides 'today' in the site zone, not UTC", () => {
    // 23:30 UTC on 9 July is already 10 July in London (BST).
    expect(isSameSiteDay("2026-07-09T23:30:00Z", "2026-07-10T08:00:00Z")).toBe(true);
    expect(isSameSiteDay("2026-07-09T22:30:00Z", "2026-07-10T08:00:00Z")).toBe(false);
  });

  it("formats event times en-GB short in the site zone", () => {
    expect(formatEventDateTime("2030-05-01T17:30:00Z")).toBe("01/05/2030, 18:30");
  });

  it.each([
    ["2027-03-01", "March 1st 2027"],
    ["2027-03-02", "March 2nd 2027"],
    ["2027-03-03", "March 3rd 2027"],
    ["2027-03-11", "March 11th 2027"],
    ["2027-03-12", "March 12th 2027"],
    ["2027-03-22", "March 22nd 2027"],
    ["2027-03-31", "March 31st 2027"],
  ])("formats certification date %s as %s", (date, expected) => {
    expect(formatCertificationDate(date)).toBe(expected);
  });
});
