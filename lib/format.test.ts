import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatEnGbDate, formatLongDate, formatRelativeTime } from "@/lib/format";

describe("formatEnGbDate", () => {
  it("shows day/month/year in UTC", () => {
    expect(formatEnGbDate(new Date("2026-03-05T23:30:00Z"))).toBe("05/03/2026");
    expect(formatEnGbDate("2026-12-31T00:00:00Z")).toBe("31/12/2026");
  });
});

describe("formatLongDate", () => {
  it.each([
    ["2026-03-05T10:00:00Z", "March 5th 2026"],
    ["2026-01-01T00:00:00Z", "January 1st 2026"],
    ["2026-11-22T23:59:59Z", "November 22nd 2026"],
    ["2026-04-13T12:00:00Z", "April 13th 2026"],
  ])("formats %s as %s", (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
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
