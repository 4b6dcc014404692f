import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import {
  calendarSubscribeLinks,
  eventsCalendar,
  googleCalendarUrl,
  type CalendarEvent,
} from "@/lib/seo/calendar";

const site = { url: "https://hr.example.com", name: "HR Pulse" };
const physical: CalendarEvent = {
  _id: "e1",
  title: "Summit, London; day 1",
  description: "Talks\nand more",
  date: "2027-05-01T09:00:00.000Z",
  endDate: "2027-05-01T17:30:00.000Z",
  attendance: "inPerson",
  location: "ExCeL, London",
  link: "",
  registrationUrl: "https://tickets.example/summit",
  status: "scheduled",
  sequence: 0,
};
const online: CalendarEvent = {
  _id: "e2",
  title: "Webinar",
  description: "",
  date: "2027-06-01T16:30:00.000Z",
  endDate: "2027-06-01T17:30:00.000Z",
  attendance: "online",
  location: "",
  link: "https://meet.example/abc",
  registrationUrl: "",
  status: "cancelled",
  sequence: 3,
};
const hybrid: CalendarEvent = {
  ...physical,
  _id: "e3",
  title: "Hybrid forum",
  attendance: "hybrid",
  link: "https://meet.example/forum",
  status: "postponed",
  sequence: 1,
};

/** node-ical gives URL as text or as `{ params, val }` (it carries VALUE=URI). */
const urlOf = (value: unknown) =>
  typeof value === "object" && value !== null ? String((value as { val?: unknown }).val) : String(value);

function parse(text: string): VEvent[] {
  const parsed = ical.sync.parseICS(text);
  return Object.values(parsed).filter((entry): entry is VEvent => entry?.type === "VEVENT");
}

describe("eventsCalendar", () => {
  it("writes VEVENTs node-ical reads back: real end, UTC times, URL, location, status, sequence", () => {
    const text = eventsCalendar(site, [physical, online, hybrid], "HR Pulse events");
    // Times in UTC: no floating times and no TZID that would need a VTIMEZONE.
    expect(text).toContain("DTSTART:20270501T090000Z");
    expect(text).not.toContain("TZID=");
    const events = parse(text);
    expect(events).toHaveLength(3);
    const first = events.find((event) => event.uid === "e1@hr.example.com");
    expect(first).toMatchObject({
      summary: "Summit, London; day 1",
      location: "ExCeL, London",
      status: "CONFIRMED",
    });
    expect(first?.start.toISOString()).toBe("2027-05-01T09:00:00.000Z");
    expect(first?.end?.toISOString()).toBe("2027-05-01T17:30:00.000Z");
    expect(urlOf(first?.url)).toBe("https://hr.example.com/events/e1");
    expect(String(first?.description)).toContain("Talks\nand more");
    expect(String(first?.description)).toContain("Register: https://tickets.example/summit");
    expect(Number(first?.sequence)).toBe(0);
    const second = events.find((event) => event.uid === "e2@hr.example.com");
    expect(second).toMatchObject({
      location: "https://meet.example/abc",
      status: "CANCELLED",
      summary: "Cancelled: Webinar",
    });
    expect(Number(second?.sequence)).toBe(3);
    const third = events.find((event) => event.uid === "e3@hr.example.com");
    expect(third).toMatchObject({
      location: "ExCeL, London",
      status: "TENTATIVE",
      summary: "Postponed: Hybrid forum",
    });
    expect(String(third?.description)).toContain("Join online: https://meet.example/forum");
  });

  it("builds a Google Calendar template link with the real end", () => {
    const url = new URL(googleCalendarUrl(site, { ...online, status: "scheduled" }));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Webinar");
    expect(url.searchParams.get("dates")).toBe("20270601T163000Z/20270601T173000Z");
    expect(url.searchParams.get("location")).toBe("https://meet.example/abc");
  });

  it("builds subscribe links to the events feed", () => {
    const links = calendarSubscribeLinks(site, "HR Pulse events");
    expect(links.file).toBe("https://hr.example.com/events.ics");
    expect(links.webcal).toBe("webcal://hr.example.com/events.ics");
    expect(new URL(links.google).searchParams.get("cid")).toBe("webcal://hr.example.com/events.ics");
    const outlook = new URL(links.outlook);
    expect(outlook.origin).toBe("https://outlook.live.com");
    expect(outlook.searchParams.get("url")).toBe("https://hr.example.com/events.ics");
    expect(outlook.searchParams.get("name")).toBe("HR Pulse events");
  });
});
