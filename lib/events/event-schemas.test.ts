import { describe, expect, it } from "vitest";
import { eventBodySchema, eventFiltersSchema, realDateSchema } from "@/lib/events/event-schemas";

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

const firstMessage = (body: unknown) => {
  const result = eventBodySchema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.message ?? "");
};

describe("eventBodySchema: times in the event's zone", () => {
  it("reads wall time in the event's zone: 10:00 in New York is 15:00 UTC in winter, 14:00 in summer", () => {
    const winter = eventBodySchema.parse({ ...base, date: "2027-01-15T10:00", timeZone: "America/New_York" });
    expect(winter.date.toISOString()).toBe("2027-01-15T15:00:00.000Z");
    expect(winter.timeZone).toBe("America/New_York");
    const summer = eventBodySchema.parse({ ...base, date: "2027-07-15T10:00", timeZone: "America/New_York" });
    expect(summer.date.toISOString()).toBe("2027-07-15T14:00:00.000Z");
  });

  it("keeps an instant given with an offset or Z, whatever the zone", () => {
    const offset = eventBodySchema.parse({
      ...base,
      date: "2027-01-15T10:00:00-05:00",
      timeZone: "Asia/Tokyo",
    });
    expect(offset.date.toISOString()).toBe("2027-01-15T15:00:00.000Z");
    const zulu = eventBodySchema.parse({ ...base, date: "2027-01-15T15:00:00.000Z", timeZone: "Asia/Tokyo" });
    expect(zulu.date.toISOString()).toBe("2027-01-15T15:00:00.000Z");
  });

  it("defaults to the site zone and an end one hour after the start", () => {
    const event = eventBodySchema.parse({ ...base, date: "2027-07-01T18:30" });
    expect(event.timeZone).toBe("Europe/London");
    expect(event.date.toISOString()).toBe("2027-07-01T17:30:00.000Z");
    expect(event.endDate.toISOString()).toBe("2027-07-01T18:30:00.000Z");
  });

  it("reads the end in the same zone and canonicalises the zone's name", () => {
    const event = eventBodySchema.parse({
      ...base,
      date: "2027-01-15T10:00",
      endDate: "2027-01-15T12:30",
      timeZone: "america/new_york",
    });
    expect(event.timeZone).toBe("America/New_York");
    expect(event.endDate.toISOString()).toBe("2027-01-15T17:30:00.000Z");
  });

  it.each([
    [{ date: "2027-01-15T10:00", endDate: "2027-01-15T10:00" }, "End date must be after the start"],
    [{ date: "2027-01-15T10:00", endDate: "2027-01-15T09:00" }, "End date must be after the start"],
    [{ endDate: "2027-02-30T10:00" }, "End date must be a valid date"],
    [{ endDate: "soon" }, "End date must be a valid date"],
    [{ timeZone: "Mars/Olympus_Mons" }, "Time zone must be an IANA time zone such as Europe/London"],
    [{ timeZone: "EST5EDT; drop" }, "Time zone must be an IANA time zone such as Europe/London"],
    [{ timeZone: 5 }, "Time zone must be text"],
  ])("rejects %j", (overrides, message) => {
    expect(firstMessage({ ...base, ...overrides })).toBe(message);
  });
});

describe("eventBodySchema: attendance", () => {
  it("derives attendance from the older physical flag and physical from attendance", () => {
    expect(eventBodySchema.parse(base)).toMatchObject({ attendance: "inPerson", physical: true });
    expect(eventBodySchema.parse({ ...base, physical: false, link: "https://x.example" })).toMatchObject({
      attendance: "online",
      physical: false,
    });
    const hybrid = eventBodySchema.parse({ ...base, attendance: "hybrid", link: "https://x.example" });
    expect(hybrid).toMatchObject({
      attendance: "hybrid",
      physical: true,
      location: "Leeds",
      link: "https://x.example",
    });
  });

  it.each([
    [
      { attendance: "hybrid", link: "https://x.example", location: "" },
      "Location is required for a hybrid event",
    ],
    [{ attendance: "hybrid", link: "" }, "Link is required for a hybrid event"],
    [{ attendance: "online", link: "" }, "Link is required for a virtual event"],
    [{ attendance: "inPerson", location: "" }, "Location is required for a physical event"],
    [{ attendance: "remote" }, "Attendance must be inPerson, online or hybrid"],
  ])("rejects %j", (overrides, message) => {
    expect(firstMessage({ ...base, ...overrides })).toBe(message);
  });
});

describe("eventBodySchema: organiser, registration, price and credits", () => {
  it("accepts them from JSON and from form text, and leaves blank parts out", () => {
    const fromJson = eventBodySchema.parse({
      ...base,
      organizer: { name: "CIPD North", url: "https://cipd.example" },
      registrationUrl: "https://tickets.example/1",
      price: { amount: 45.5, currency: "usd" },
      credits: [{ body: "SHRM", amount: 1.5 }],
    });
    expect(fromJson).toMatchObject({
      organizer: { name: "CIPD North", url: "https://cipd.example" },
      registrationUrl: "https://tickets.example/1",
      price: { amount: 45.5, currency: "USD" },
      credits: [{ body: "SHRM", amount: 1.5 }],
    });
    const fromForm = eventBodySchema.parse({
      ...base,
      organizer: { name: "", url: "" },
      registrationUrl: "",
      price: { amount: "0", currency: "" },
      credits: [{ body: "HRCI", amount: "2" }],
    });
    expect(fromForm.organizer).toBeUndefined();
    expect(fromForm.price).toEqual({ amount: 0, currency: "GBP" });
    expect(fromForm.credits).toEqual([{ body: "HRCI", amount: 2 }]);
    const blank = eventBodySchema.parse({ ...base, price: { amount: "", currency: "" }, credits: null });
    expect(blank.price).toBeUndefined();
    // The form's currency box keeps its default when the amount is left empty.
    expect(eventBodySchema.parse({ ...base, price: { amount: " ", currency: "GBP" } }).price).toBeUndefined();
    expect(blank.credits).toEqual([]);
  });

  it.each([
    [{ organizer: { url: "https://x.example" } }, "Organizer name is required"],
    [
      { organizer: { name: "A", url: "javascript:alert(1)" } },
      "Organizer link must be a valid http or https link",
    ],
    [{ organizer: "ACME" }, "Organizer must be an object with a name"],
    [{ registrationUrl: "ftp://x.example" }, "Registration link must be a valid http or https link"],
    [{ price: { amount: -1, currency: "GBP" } }, "Price amount must be 0 or more"],
    [{ price: { amount: "ten", currency: "GBP" } }, "Price amount must be a number"],
    [{ price: { amount: 1.234, currency: "GBP" } }, "Price amount must have at most two decimals"],
    [{ price: { amount: 10, currency: "POUNDS" } }, "Price currency must be a three-letter code such as GBP"],
    [{ price: 10 }, "Price must be an object with amount and currency"],
    [{ price: { currency: "GBP" } }, "Price amount must be a number"],
    [{ credits: [{ body: "XYZ", amount: 1 }] }, "Credit body must be one of SHRM, HRCI, CIPD, Other"],
    [{ credits: [{ body: "SHRM", amount: 0 }] }, "Credit amount must be more than 0"],
    [{ credits: [{ body: "SHRM" }] }, "Credit amount must be a number"],
    [
      {
        credits: [
          { body: "SHRM", amount: 1 },
          { body: "SHRM", amount: 2 },
        ],
      },
      "Credits must list each body once",
    ],
    [{ credits: "SHRM 1.5" }, "Credits must be a list of { body, amount }"],
  ])("rejects %j", (overrides, message) => {
    expect(firstMessage({ ...base, ...overrides })).toBe(message);
  });
});

describe("eventFiltersSchema", () => {
  it("reads the /events filters and refuses unknown values", () => {
    expect(
      eventFiltersSchema.parse({ when: "past", attendance: "hybrid", free: "1", credits: "true" }),
    ).toEqual({
      when: "past",
      attendance: "hybrid",
      free: true,
      credits: true,
    });
    expect(eventFiltersSchema.parse({})).toEqual({ free: false, credits: false });
    expect(eventFiltersSchema.safeParse({ when: "soon" }).success).toBe(false);
    expect(eventFiltersSchema.safeParse({ free: "yes" }).success).toBe(false);
  });
});
