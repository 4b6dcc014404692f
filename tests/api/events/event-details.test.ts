// Issue 21: event times in their own zone, ends, attendance, organiser, price and credits; the
// status route; and how a change flows to the event's page, its JSON-LD and the calendar feed.
import { randomBytes } from "node:crypto";
import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { Event } from "@/models/Event";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { eventProblems, jsonLdBlocks } from "../../helpers/structured-data";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `evd${randomBytes(4).toString("hex")}`;
const MISSING_ID = "64b000000000000000000000";
const nextYear = new Date().getUTCFullYear() + 1;
/** A winter day next year (New York on EST, London on GMT). */
const WINTER = `${nextYear}-01-15`;

type EventJson = {
  _id: string;
  title: string;
  date: string;
  endDate: string;
  timeZone: string;
  attendance: string;
  physical: boolean;
  location: string;
  link: string;
  organizer: { name: string; url?: string } | null;
  registrationUrl: string;
  price: { amount: number; currency: string } | null;
  credits: { body: string; amount: number }[];
  status: string;
  sequence: number;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag} Forum`,
  description: "Talks on people analytics",
  date: `${WINTER}T10:00`,
  timeZone: "America/New_York",
  attendance: "inPerson",
  location: "Javits Center, New York",
  ...overrides,
});

let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await api<{ event: EventJson }>("/api/event/create-event", { body: body(overrides) });
  expect(response.status).toBe(201);
  return response.json.event;
}

async function createApproved(overrides: Record<string, unknown> = {}) {
  const event = await create(overrides);
  const approved = await api(`/api/admin/approve-event/${event._id}`, { method: "POST", token: admin.token });
  expect(approved.status).toBe(200);
  return event;
}

async function text(path: string): Promise<{ status: number; text: string; type: string }> {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(20000) });
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get("content-type") ?? "",
  };
}

/** node-ical gives URL as text or as `{ params, val }` (it carries VALUE=URI). */
const urlOf = (value: unknown) =>
  typeof value === "object" && value !== null ? String((value as { val?: unknown }).val) : String(value);

function calendarEntry(ics: string, id: string): VEvent | undefined {
  const parsed = ical.sync.parseICS(ics);
  return Object.values(parsed)
    .filter((entry): entry is VEvent => entry?.type === "VEVENT")
    .find((entry) => entry.uid.startsWith(`${id}@`));
}

describe("times in the event's zone", () => {
  it("stores 10:00 in New York in winter as 15:00 UTC and shows it as 10:00 EST", async () => {
    const event = await createApproved({ title: `${tag} Winter`, endDate: `${WINTER}T12:00` });
    expect(event).toMatchObject({
      date: `${WINTER}T15:00:00.000Z`,
      endDate: `${WINTER}T17:00:00.000Z`,
      timeZone: "America/New_York",
    });
    const stored = await Event.findById(event._id).lean();
    expect(stored?.date.toISOString()).toBe(`${WINTER}T15:00:00.000Z`);
    const page = await text(`/events/${event._id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`15/01/${nextYear}, 10:00 – 12:00 EST`);
    const data = jsonLdBlocks(page.text).find((block) => block["@type"] === "Event");
    expect(data).toMatchObject({
      startDate: `${WINTER}T10:00:00-05:00`,
      endDate: `${WINTER}T12:00:00-05:00`,
    });
    expect(eventProblems(data ?? {})).toEqual([]);
  });

  it("keeps an instant sent with an offset and defaults the end to an hour later", async () => {
    const event = await create({ date: `${WINTER}T10:00:00+09:00`, timeZone: "Asia/Tokyo" });
    expect(event.date).toBe(`${WINTER}T01:00:00.000Z`);
    expect(event.endDate).toBe(`${WINTER}T02:00:00.000Z`);
  });

  it("defaults the zone to the site's and keeps the older physical flag working", async () => {
    const response = await api<{ event: EventJson }>("/api/event/create-event", {
      body: {
        title: `${tag} Legacy`,
        date: `${nextYear}-07-01T18:30`,
        physical: false,
        link: "https://meet.example/x",
      },
    });
    expect(response.status).toBe(201);
    expect(response.json.event).toMatchObject({
      timeZone: "Europe/London",
      date: `${nextYear}-07-01T17:30:00.000Z`,
      attendance: "online",
      physical: false,
      location: "",
      status: "scheduled",
      sequence: 0,
    });
  });
});

describe("new fields: validation names the field", () => {
  it("stores a hybrid event with organiser, registration, price and credits", async () => {
    const event = await create({
      attendance: "hybrid",
      link: "https://live.example/forum",
      organizer: { name: "SHRM New York", url: "https://shrm-ny.example" },
      registrationUrl: "https://tickets.example/forum",
      price: { amount: 25, currency: "usd" },
      credits: [
        { body: "SHRM", amount: 1.5 },
        { body: "HRCI", amount: 1 },
      ],
    });
    expect(event).toMatchObject({
      attendance: "hybrid",
      physical: true,
      location: "Javits Center, New York",
      link: "https://live.example/forum",
      organizer: { name: "SHRM New York", url: "https://shrm-ny.example" },
      registrationUrl: "https://tickets.example/forum",
      price: { amount: 25, currency: "USD" },
      credits: [
        { body: "SHRM", amount: 1.5 },
        { body: "HRCI", amount: 1 },
      ],
    });
  });

  it.each([
    ["an end before the start", { endDate: `${WINTER}T09:00` }, "End date must be after the start"],
    ["an end equal to the start", { endDate: `${WINTER}T10:00` }, "End date must be after the start"],
    ["a malformed end", { endDate: "later" }, "End date must be a valid date"],
    [
      "an unknown zone",
      { timeZone: "Europe/Atlantis" },
      "Time zone must be an IANA time zone such as Europe/London",
    ],
    ["hybrid without a link", { attendance: "hybrid" }, "Link is required for a hybrid event"],
    [
      "hybrid without a location",
      { attendance: "hybrid", location: "", link: "https://live.example/x" },
      "Location is required for a hybrid event",
    ],
    ["an unknown attendance", { attendance: "telepathic" }, "Attendance must be inPerson, online or hybrid"],
    [
      "an organiser without a name",
      { organizer: { url: "https://x.example" } },
      "Organizer name is required",
    ],
    [
      "a bad registration link",
      { registrationUrl: "javascript:alert(1)" },
      "Registration link must be a valid http or https link",
    ],
    ["a negative price", { price: { amount: -5, currency: "GBP" } }, "Price amount must be 0 or more"],
    [
      "a bad currency",
      { price: { amount: 5, currency: "£" } },
      "Price currency must be a three-letter code such as GBP",
    ],
    [
      "an unknown credit body",
      { credits: [{ body: "ABC", amount: 1 }] },
      "Credit body must be one of SHRM, HRCI, CIPD, Other",
    ],
    ["a zero credit", { credits: [{ body: "SHRM", amount: 0 }] }, "Credit amount must be more than 0"],
    ["credits that are not a list", { credits: { SHRM: 1 } }, "Credits must be a list of { body, amount }"],
  ])("rejects %s with 400", async (_name, overrides, message) => {
    const response = await api("/api/event/create-event", { body: body(overrides) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("validates the same on a staff edit", async () => {
    const event = await create();
    const response = await api(`/api/event/update-event/${event._id}`, {
      method: "PUT",
      token: admin.token,
      body: body({ endDate: `${WINTER}T08:00` }),
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("End date must be after the start");
  });
});

describe("POST /api/{role}/event-status/{id}", () => {
  it("cancels an event: it stays listed with a label, its JSON-LD and calendar entry follow", async () => {
    const title = `${tag} Cancelled`;
    const event = await createApproved({ title, date: inDays(5), timeZone: "Europe/London" });
    const response = await api<{ event: EventJson }>(`/api/profile/event-status/${event._id}`, {
      method: "POST",
      token: profile.token,
      body: { status: "cancelled" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      success: true,
      message: "Event cancelled",
      event: { status: "cancelled", sequence: 1 },
    });

    const listed = await api<{ events: EventJson[] }>(`/api/event/all?search=${encodeURIComponent(title)}`);
    expect(listed.json.events.map((item) => [item._id, item.status])).toEqual([[event._id, "cancelled"]]);
    const list = await text(`/events?search=${encodeURIComponent(title)}`);
    expect(list.text).toContain("Cancelled");

    const page = await text(`/events/${event._id}`);
    expect(page.text).toContain("This event has been cancelled.");
    const data = jsonLdBlocks(page.text).find((block) => block["@type"] === "Event");
    expect(data?.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(eventProblems(data ?? {})).toEqual([]);

    const feed = await text("/events.ics");
    expect(feed.type).toContain("text/calendar");
    const entry = calendarEntry(feed.text, event._id);
    expect(entry?.status).toBe("CANCELLED");
    expect(Number(entry?.sequence)).toBe(1);
    const single = calendarEntry((await text(`/events/${event._id}/calendar.ics`)).text, event._id);
    expect(single?.status).toBe("CANCELLED");

    // Postponed, then scheduled again: each change is a new sequence; repeating one changes nothing.
    const postponed = await api<{ event: EventJson }>(`/api/admin/event-status/${event._id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "postponed" },
    });
    expect(postponed.json.event).toMatchObject({ status: "postponed", sequence: 2 });
    const postponedPage = await text(`/events/${event._id}`);
    expect(jsonLdBlocks(postponedPage.text).find((block) => block["@type"] === "Event")?.eventStatus).toBe(
      "https://schema.org/EventPostponed",
    );
    const again = await api<{ event: EventJson }>(`/api/admin/event-status/${event._id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "postponed" },
    });
    expect(again.json.event.sequence).toBe(2);
    const scheduled = await api<{ event: EventJson }>(`/api/admin/event-status/${event._id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "scheduled" },
    });
    expect(scheduled.json.event).toMatchObject({ status: "scheduled", sequence: 3 });
    expect(calendarEntry((await text("/events.ics")).text, event._id)?.status).toBe("CONFIRMED");
  });

  it.each([
    [{}, "Status must be scheduled, cancelled or postponed"],
    [{ status: "deleted" }, "Status must be scheduled, cancelled or postponed"],
    [{ status: 1 }, "Status must be scheduled, cancelled or postponed"],
  ])("rejects body %j with 400", async (payload, message) => {
    const event = await create();
    const response = await api(`/api/admin/event-status/${event._id}`, {
      method: "POST",
      token: admin.token,
      body: payload,
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("answers 401 without a valid token, 403 for the other role, 404 for an unknown id, 400 for a malformed one", async () => {
    const path = (role: string, id: string) => `/api/${role}/event-status/${id}`;
    const payload = { status: "cancelled" };
    expect((await api(path("admin", MISSING_ID), { method: "POST", body: payload })).status).toBe(401);
    expect(
      (
        await api(path("admin", MISSING_ID), {
          method: "POST",
          body: payload,
          token: expiredToken(admin.id, "admin"),
        })
      ).status,
    ).toBe(401);
    expect(
      (await api(path("admin", MISSING_ID), { method: "POST", body: payload, token: profile.token })).status,
    ).toBe(403);
    const missing = await api(path("admin", MISSING_ID), {
      method: "POST",
      body: payload,
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Event not found" });
    const malformed = await api(path("admin", "nope"), { method: "POST", body: payload, token: admin.token });
    expect(malformed.status).toBe(400);
  });
});

describe("the calendar feed", () => {
  it("parses with node-ical: real end, URL, location, stable UID, and SEQUENCE grows on an edit", async () => {
    const title = `${tag} Calendar`;
    const event = await createApproved({
      title,
      date: inDays(3),
      endDate: inDays(3, 90),
      timeZone: "Europe/London",
      attendance: "hybrid",
      link: "https://live.example/cal",
    });
    const first = calendarEntry((await text("/events.ics")).text, event._id);
    expect(first).toBeDefined();
    expect(first?.uid).toMatch(new RegExp(`^${event._id}@`));
    expect(first?.start.toISOString()).toBe(event.date);
    expect(first?.end?.toISOString()).toBe(event.endDate);
    expect(first?.location).toBe("Javits Center, New York");
    expect(urlOf(first?.url)).toMatch(new RegExp(`/events/${event._id}$`));
    expect(Number(first?.sequence)).toBe(0);

    const edited = await api<{ event: EventJson }>(`/api/event/update-event/${event._id}`, {
      method: "PUT",
      token: admin.token,
      body: body({
        title: `${title} moved`,
        date: inDays(4),
        timeZone: "Europe/London",
        attendance: "hybrid",
        link: "https://live.example/cal",
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.json.event.sequence).toBe(1);
    const second = calendarEntry((await text("/events.ics")).text, event._id);
    expect(second?.uid).toBe(first?.uid);
    expect(Number(second?.sequence)).toBe(1);
    expect(second?.summary).toBe(`${title} moved`);
  });
});

describe("filters", () => {
  it("narrow /api/event/all and /events by when, attendance, free and credits", async () => {
    const run = `${tag}flt`;
    const free = await createApproved({
      title: `${run} free online`,
      date: inDays(2),
      attendance: "online",
      link: "https://x.example",
      price: { amount: 0, currency: "GBP" },
    });
    const paid = await createApproved({
      title: `${run} paid credits`,
      date: inDays(3),
      price: { amount: 10, currency: "GBP" },
      credits: [{ body: "CIPD", amount: 2 }],
    });
    const hybrid = await createApproved({
      title: `${run} hybrid`,
      date: inDays(4),
      attendance: "hybrid",
      link: "https://x.example",
    });
    const past = await createApproved({
      title: `${run} past`,
      date: inDays(-20),
      credits: [{ body: "SHRM", amount: 1 }],
    });
    const legacy = await Event.create({
      title: `${run} legacy online`,
      searchText: `${run} legacy online`,
      date: new Date(Date.now() + 5 * 86_400_000),
      physical: false,
      link: "https://x.example",
      isApproved: true,
    });
    const ids = async (query: string) =>
      (await api<{ events: EventJson[] }>(`/api/event/all?search=${run}&${query}`)).json.events.map(
        (e) => e._id,
      );
    expect(await ids("")).toEqual([free._id, paid._id, hybrid._id, String(legacy._id), past._id]);
    expect(await ids("when=upcoming")).toEqual([free._id, paid._id, hybrid._id, String(legacy._id)]);
    expect(await ids("when=past")).toEqual([past._id]);
    expect(await ids("attendance=online")).toEqual([free._id, String(legacy._id)]);
    expect(await ids("attendance=inPerson")).toEqual([paid._id, past._id]);
    expect(await ids("attendance=hybrid")).toEqual([hybrid._id]);
    expect(await ids("free=1")).toEqual([free._id]);
    expect(await ids("credits=1")).toEqual([paid._id, past._id]);
    expect(await ids("credits=1&when=upcoming")).toEqual([paid._id]);

    const bad = await api("/api/event/all?attendance=teleport");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("attendance must be inPerson, online or hybrid");

    // The page: server-rendered with the filters (no search needed), noindex, filters kept in the form.
    const page = await text(`/events?attendance=hybrid&credits=0`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${run} hybrid`);
    expect(page.text).not.toContain(`${run} free online`);
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    const filtered = await text(`/events?search=${run}&free=1`);
    expect(filtered.text).toContain(`${run} free online`);
    expect(filtered.text).not.toContain(`${run} paid credits`);
    // An unknown filter value is ignored by the page rather than an error.
    expect((await text(`/events?when=someday`)).status).toBe(200);
  });

  it("shows calendar subscribe links on /events", async () => {
    const page = await text("/events");
    expect(page.text).toMatch(/href="webcal:\/\/[^"]+\/events\.ics"/);
    expect(page.text).toContain("https://calendar.google.com/calendar/r?cid=webcal");
    expect(page.text).toContain("https://outlook.live.com/calendar/0/addfromweb?url=");
  });
});

/** An ISO instant `days` from now (plus `minutes`), rounded to the minute. */
function inDays(days: number, minutes = 0): string {
  const date = new Date(Date.now() + days * 86_400_000 + minutes * 60_000);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}
