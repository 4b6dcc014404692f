import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { eventsCalendar, googleCalendarUrl } from "@/lib/seo/calendar";

const site = { url: "https://hr.example.com", name: "HR Pulse" };
const physical = {
  _id: "e1",
  title: "Summit, London; day 1",
  description: "Talks\nand more",
  date: "2027-05-01T09:00:00.000Z",
  physical: true,
  location: "ExCeL, London",
  link: "",
};
const online = {
  _id: "e2",
  title: "Webinar",
  description: "",
  date: "2027-06-01T16:30:00.000Z",
  physical: false,
  location: "",
  link: "https://meet.example/abc",
};

describe("eventsCalendar", () => {
  it("writes VEVENTs node-ical reads back", () => {
    const parsed = ical.sync.parseICS(eventsCalendar(site, [physical, online], "HR Pulse events"));
    const events = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === "VEVENT");
    expect(events).toHaveLength(2);
    const first = events.find((event) => event.uid === "e1@hr.example.com");
    expect(first).toMatchObject({ summary: "Summit, London; day 1", location: "ExCeL, London" });
    expect(first?.start.toISOString()).toBe("2027-05-01T09:00:00.000Z");
    expect(first?.end?.toISOString()).toBe("2027-05-01T10:00:00.000Z");
    expect(String(first?.description)).toContain("Talks\nand more");
    expect(String(first?.description)).toContain("https://hr.example.com/events/e1");
    const second = events.find((event) => event.uid === "e2@hr.example.com");
    expect(second).toMatchObject({ location: "https://meet.example/abc" });
  });

  it("builds a Google Calendar template link", () => {
    const url = new URL(googleCalendarUrl(site, online));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Webinar");
    expect(url.searchParams.get("dates")).toBe("20270601T163000Z/20270601T173000Z");
    expect(url.searchParams.get("location")).toBe("https://meet.example/abc");
  });
});
