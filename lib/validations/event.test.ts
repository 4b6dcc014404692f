import { describe, expect, it } from "vitest";
import { eventBodySchema, realDateSchema } from "@/lib/validations/event";

const base = {
  title: "Meetup",
  date: "2030-05-01T17:30:00.000Z",
  physical: true,
  location: "Leeds",
  link: "",
};

describe("realDateSchema", () => {
  it.each([
    "2026-02-28",
    "2028-02-29",
    "2030-05-01T17:30",
    "2030-05-01T17:30:00.000Z",
    "2030-05-01T17:30:00+02:00",
  ])("accepts %s", (value) => {
    expect(realDateSchema("Date").safeParse(value).success).toBe(true);
  });

  it.each([
    "",
    "tomorrow",
    "2026-02-29",
    "2026-02-31",
    "2026-13-01",
    "2026-04-31",
    "2030-05-01T24:00",
    "1800-01-01",
    "2300-01-01",
  ])("rejects %j", (value) => {
    expect(realDateSchema("Date").safeParse(value).success).toBe(false);
  });
});

describe("eventBodySchema", () => {
  it("empties the link of a physical event and the location of a virtual one", () => {
    expect(eventBodySchema.parse({ ...base, link: "https://x.example" }).link).toBe("");
    const virtual = eventBodySchema.parse({ ...base, physical: false, link: "https://x.example" });
    expect(virtual.location).toBe("");
    expect(virtual.link).toBe("https://x.example");
  });

  it.each([
    [{ ...base, location: " " }, "Location is required for a physical event"],
    [{ ...base, physical: false, link: "" }, "Link is required for a virtual event"],
    [{ ...base, physical: false, link: "mailto:a@b.co" }, "Link must be a valid http or https link"],
  ])("rejects %j", (body, message) => {
    const result = eventBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
