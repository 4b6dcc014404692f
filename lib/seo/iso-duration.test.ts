import { describe, expect, it } from "vitest";
import { isoDuration } from "@/lib/seo/iso-duration";

describe("isoDuration", () => {
  it.each([
    ["6 weeks", "P6W"],
    ["1 week", "P1W"],
    ["3 days", "P3D"],
    ["3 months", "P3M"],
    ["2 years", "P2Y"],
    ["10 hours", "PT10H"],
    ["1.5 hours", "PT1H30M"],
    ["0.5 hrs", "PT30M"],
    ["90 minutes", "PT90M"],
    ["12-week", "P12W"],
    ["1,5 days", "P1.5D"],
  ])("reads %j as %s", (text, expected) => {
    expect(isoDuration(text)).toBe(expected);
  });

  it.each(["self-paced", "", "about six weeks", "6 weeks and 2 days", "0 weeks", "5 fortnights"])(
    "gives up on %j",
    (text) => {
      expect(isoDuration(text)).toBeNull();
    },
  );
});
