import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  formatCalendarDay,
  formatEventTime,
  formatSiteDateTime,
  formatLongCalendarDay,
  formatLongDate,
  formatRelativeTime,
  formatSiteDate,
  fromSiteDateTimeInput,
  fromWallTime,
  isoInZone,
  isSameSiteDay,
  startOfSiteDay,
  toDateTimeInput,
  toSiteDateTimeInput,
} from "@/lib/dates";

describe("instants in the site time zone", () => {
  it("shows the site-zone day of an instant", () => {
    expect(formatSiteDate(new Date("2026-03-05T23:30:00Z"))).toBe("05/03/2026");
    expect(formatSiteDate("2026-12-31T00:00:00Z")).toBe("31/12/2026");
    // 23:30 UTC in July is 00:30 the next day in London (BST).
    expect(formatSiteDate("2026-07-09T23:30:00Z")).toBe("10/07/2026");
    expect(formatSiteDate("not a date")).toBe("");
  });

  it.each([
    ["2026-03-05T10:00:00Z", "March 5th 2026"],
    ["2026-01-01T00:00:00Z", "January 1st 2026"],
    ["2026-11-22T23:59:59Z", "November 22nd 2026"],
    ["2026-04-13T12:00:00Z", "April 13th 2026"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
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
    expect(isSameSiteDay("2026-07-09T23:30:00Z", "2026-07-10T08:00:00Z")).toBe(true);
    expect(isSameSiteDay("2026-07-09T22:30:00Z", "2026-07-10T08:00:00Z")).toBe(false);
  });

  it("formats event times en-GB short in the site zone", () => {
    expect(formatSiteDateTime("2030-05-01T17:30:00Z")).toBe("01/05/2030, 18:30");
    expect(formatSiteDateTime("2030-01-15T17:30:00Z")).toBe("15/01/2030, 17:30");
  });

  it.each([
    ["summer", "2030-05-01T17:30:00.000Z", "2030-05-01T18:30"],
    ["winter", "2030-01-15T17:30:00.000Z", "2030-01-15T17:30"],
  ])("round-trips a datetime-local value as site wall time (%s)", (_name, instant, wall) => {
    expect(toSiteDateTimeInput(instant)).toBe(wall);
    expect(fromSiteDateTimeInput(wall)?.toISOString()).toBe(instant);
  });

  it("rejects what is not a datetime-local value", () => {
    expect(fromSiteDateTimeInput("")).toBeNull();
    expect(fromSiteDateTimeInput("2030-05-01")).toBeNull();
    expect(fromSiteDateTimeInput("tomorrow")).toBeNull();
    expect(toSiteDateTimeInput("nope")).toBe("");
  });
});

describe("calendar days, read in UTC", () => {
  it("keeps the stored day whatever the zone", () => {
    expect(formatCalendarDay("2027-03-01T00:00:00.000Z")).toBe("01/03/2027");
    expect(formatCalendarDay("bad")).toBe("");
  });

  it.each([
    ["2027-03-01", "March 1st 2027"],
    ["2027-03-02", "March 2nd 2027"],
    ["2027-03-03", "March 3rd 2027"],
    ["2027-03-11", "March 11th 2027"],
    ["2027-03-12", "March 12th 2027"],
    ["2027-03-22", "March 22nd 2027"],
    ["2027-03-31", "March 31st 2027"],
  ])("formats calendar day %s as %s", (date, expected) => {
    expect(formatLongCalendarDay(date)).toBe(expected);
  });
});

describe("formatRelativeTime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-05T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says how long ago", () => {
    expect(formatRelativeTime(new Date("2026-03-05T09:00:00Z"))).toBe("3 hours ago");
    expect(formatRelativeTime(new Date("2026-03-04T12:00:00Z"))).toBe("1 day ago");
    expect(formatRelativeTime(new Date("2026-03-05T11:58:00Z"))).toBe("2 minutes ago");
  });

  it("never shows a time in the future", () => {
    expect(formatRelativeTime(new Date("2026-03-05T12:00:05Z"))).toBe("just now");
  });
});

describe("instants in an event's own zone", () => {
  it("shows start and end with the zone's abbreviation", () => {
    expect(formatEventTime("2027-01-15T15:00:00Z", "2027-01-15T16:00:00Z", "America/New_York")).toBe(
      "15/01/2027, 10:00 – 11:00 EST",
    );
    expect(formatEventTime("2027-07-15T09:00:00Z", "2027-07-15T10:30:00Z", "Europe/London")).toBe(
      "15/07/2027, 10:00 – 11:30 BST",
    );
    expect(formatEventTime("2027-01-15T09:00:00Z", "2027-01-15T10:00:00Z", "Europe/London")).toBe(
      "15/01/2027, 09:00 – 10:00 GMT",
    );
    // No common English abbreviation: the GMT offset.
    expect(formatEventTime("2027-01-15T01:00:00Z", "2027-01-15T02:00:00Z", "Asia/Tokyo")).toBe(
      "15/01/2027, 10:00 – 11:00 GMT+9",
    );
    expect(formatEventTime("2027-01-15T22:00:00Z", "2027-01-16T01:00:00Z", "UTC")).toBe(
      "15/01/2027, 22:00 UTC – 16/01/2027, 01:00 UTC",
    );
  });

  it("reads and writes wall time in a zone, and writes ISO with the offset", () => {
    expect(fromWallTime("2027-01-15T10:00", "America/New_York")?.toISOString()).toBe(
      "2027-01-15T15:00:00.000Z",
    );
    expect(fromWallTime("2027-07-15T10:00:30", "Asia/Tokyo")?.toISOString()).toBe("2027-07-15T01:00:30.000Z");
    expect(fromWallTime("2027-07-15", "Asia/Tokyo")).toBeNull();
    expect(toDateTimeInput("2027-01-15T15:00:00Z", "America/New_York")).toBe("2027-01-15T10:00");
    expect(isoInZone("2027-01-15T15:00:00Z", "America/New_York")).toBe("2027-01-15T10:00:00-05:00");
    expect(isoInZone("2027-07-15T09:00:00Z", "Europe/London")).toBe("2027-07-15T10:00:00+01:00");
    expect(isoInZone("2027-01-15T09:00:00Z", "UTC")).toBe("2027-01-15T09:00:00Z");
  });
});
