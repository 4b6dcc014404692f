import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Event } from "@/models/Event";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

const tag = `evt${randomBytes(4).toString("hex")}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const physical = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag} Summit`,
  description: "A day of talks",
  location: "London",
  link: "",
  physical: true,
  date: inDays(10),
  ...overrides,
});
const MISSING_ID = "64b000000000000000000000";

type EventJson = {
  _id: string;
  title: string;
  date: string;
  isApproved: boolean;
  location: string;
  link: string;
};

let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

async function createApproved(overrides: Record<string, unknown>) {
  const created = await api<{ event: EventJson }>("/api/event/create-event", { body: physical(overrides) });
  expect(created.status).toBe(201);
  await Event.updateOne({ _id: created.json.event._id }, { $set: { isApproved: true } });
  return created.json.event;
}

describe("POST /api/event/create-event", () => {
  it("stores a visitor's event unapproved with its search text", async () => {
    const response = await api<{ event: EventJson }>("/api/event/create-event", {
      body: physical({ title: `${tag} Stored` }),
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, message: "Event added under review" });
    const stored = await Event.findById(response.json.event._id).select("+searchText").lean();
    expect(stored?.isApproved).toBe(false);
    expect(stored?.searchText).toContain(`${tag} stored`);
    expect(stored?.searchText).toContain("london");
  });

  it("ignores a client's isApproved", async () => {
    const response = await api<{ event: EventJson }>("/api/event/create-event", {
      body: { ...physical(), isApproved: true },
    });
    expect(response.status).toBe(201);
    expect((await Event.findById(response.json.event._id).lean())?.isApproved).toBe(false);
  });

  it("stores a virtual event with its link and no location", async () => {
    const response = await api<{ event: EventJson }>("/api/event/create-event", {
      body: physical({ physical: false, link: "https://meet.example.com/x", location: "Ignored" }),
    });
    expect(response.status).toBe(201);
    expect(response.json.event).toMatchObject({ link: "https://meet.example.com/x", location: "" });
  });

  it.each([
    ["missing title", physical({ title: undefined }), "Title is required"],
    ["blank title", physical({ title: "   " }), "Title is required"],
    ["missing date", physical({ date: undefined }), "Date is required"],
    ["not a date", physical({ date: "tomorrow" }), "Date must be a valid date"],
    ["impossible day", physical({ date: "2026-02-31" }), "Date must be a valid date"],
    ["physical without location", physical({ location: "" }), "Location is required for a physical event"],
    ["virtual without link", physical({ physical: false, link: "" }), "Link is required for a virtual event"],
    [
      "virtual with a non-URL link",
      physical({ physical: false, link: "not a link" }),
      "Link must be a valid http or https link",
    ],
    [
      "virtual with a javascript: link",
      physical({ physical: false, link: "javascript:alert(1)" }),
      "Link must be a valid http or https link",
    ],
    ["oversize title", physical({ title: "x".repeat(201) }), "Title must be at most 200 characters"],
    [
      "oversize description",
      physical({ description: "x".repeat(5001) }),
      "Description must be at most 5000 characters",
    ],
    [
      "physical not a boolean",
      physical({ physical: "yes" }),
      "Choose whether the event is physical or virtual",
    ],
  ])("rejects %s with 400", async (_name, body, message) => {
    const response = await api("/api/event/create-event", { body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("answers a filled spam trap as a success and stores nothing", async () => {
    const title = `${tag} Spam`;
    const response = await api("/api/event/create-event", {
      body: { ...physical({ title }), website: "http://spam.example" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: "Event added under review" });
    expect(await Event.countDocuments({ title })).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await api("/api/event/create-event", { body: "{not json" });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});

describe("GET /api/event/all", () => {
  it("lists approved events only, upcoming soonest first then past, and searches", async () => {
    const pending = await api<{ event: EventJson }>("/api/event/create-event", {
      body: physical({ title: `${tag} Pending` }),
    });
    const later = await createApproved({ title: `${tag} Later`, date: inDays(20) });
    const sooner = await createApproved({ title: `${tag} Sooner`, date: inDays(2) });
    const past = await createApproved({ title: `${tag} Past`, date: inDays(-30) });
    const older = await createApproved({ title: `${tag} Older`, date: inDays(-60) });

    const response = await api<{ events: EventJson[] }>(`/api/event/all?search=${tag}`);
    expect(response.status).toBe(200);
    const ids = response.json.events.map((event) => event._id);
    expect(ids).toEqual([sooner._id, later._id, past._id, older._id]);
    expect(ids).not.toContain(pending.json.event._id);

    const narrowed = await api<{ events: EventJson[] }>(
      `/api/event/all?search=${tag.toUpperCase()}%20sooner`,
    );
    expect(narrowed.json.events.map((event) => event._id)).toEqual([sooner._id]);
  });

  it("pages through upcoming then past events, 24 at a time", async () => {
    const pageTag = `${tag}page`;
    const docs = [
      ...Array.from({ length: 20 }, (_, i) => ({
        title: `${pageTag} up ${i}`,
        date: new Date(Date.now() + (i + 1) * 86_400_000),
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        title: `${pageTag} past ${i}`,
        date: new Date(Date.now() - (i + 2) * 86_400_000),
      })),
    ].map((doc) => ({
      ...doc,
      location: "Online",
      physical: true,
      isApproved: true,
      searchText: doc.title.toLowerCase(),
    }));
    await Event.insertMany(docs);

    type Page = { events: EventJson[]; pagination: { total: number; totalPages: number; page: number } };
    const first = await api<Page>(`/api/event/all?search=${pageTag}`);
    expect(first.json.pagination).toMatchObject({ total: 30, totalPages: 2, page: 1 });
    expect(first.json.events.map((event) => event.title)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `${pageTag} up ${i}`),
      ...Array.from({ length: 4 }, (_, i) => `${pageTag} past ${i}`),
    ]);
    const second = await api<Page>(`/api/event/all?search=${pageTag}&page=2`);
    expect(second.json.events.map((event) => event.title)).toEqual(
      Array.from({ length: 6 }, (_, i) => `${pageTag} past ${i + 4}`),
    );
    const beyond = await api<Page>(`/api/event/all?search=${pageTag}&page=9`);
    expect(beyond.status).toBe(200);
    expect(beyond.json.events).toEqual([]);
  });

  it("treats search terms literally", async () => {
    const response = await api<{ events: EventJson[] }>("/api/event/all?search=.*");
    expect(response.status).toBe(200);
    expect(response.json.events).toEqual([]);
  });

  it("rejects an oversize search term with 400", async () => {
    const response = await api(`/api/event/all?search=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
  });
});

describe("PUT /api/event/update-event/{id}", () => {
  it("lets staff edit an event and refreshes its search text", async () => {
    const created = await api<{ event: EventJson }>("/api/event/create-event", { body: physical() });
    const id = created.json.event._id;
    const response = await api<{ event: EventJson }>(`/api/event/update-event/${id}`, {
      method: "PUT",
      token: profile.token,
      body: physical({ title: `${tag} Renamed`, physical: false, link: "https://example.com/live" }),
    });
    expect(response.status).toBe(200);
    expect(response.json.event).toMatchObject({
      title: `${tag} Renamed`,
      location: "",
      link: "https://example.com/live",
    });
    const stored = await Event.findById(id).select("+searchText").lean();
    expect(stored?.searchText).toContain(`${tag} renamed`);
    expect(stored?.isApproved).toBe(false);
  });

  it("refuses visitors and expired tokens", async () => {
    const created = await api<{ event: EventJson }>("/api/event/create-event", { body: physical() });
    const path = `/api/event/update-event/${created.json.event._id}`;
    expect((await api(path, { method: "PUT", body: physical() })).status).toBe(401);
    expect(
      (await api(path, { method: "PUT", token: expiredToken(admin.id, "admin"), body: physical() })).status,
    ).toBe(401);
    expect((await api(path, { method: "PUT", token: "garbage", body: physical() })).status).toBe(401);
  });

  it("answers 400 for bad input, a malformed id, and 404 for an unknown id", async () => {
    const created = await api<{ event: EventJson }>("/api/event/create-event", { body: physical() });
    const bad = await api(`/api/event/update-event/${created.json.event._id}`, {
      method: "PUT",
      token: admin.token,
      body: physical({ location: "" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Location is required for a physical event");
    const malformed = await api("/api/event/update-event/not-an-id", {
      method: "PUT",
      token: admin.token,
      body: physical(),
    });
    expect(malformed.status).toBe(400);
    const missing = await api(`/api/event/update-event/${MISSING_ID}`, {
      method: "PUT",
      token: admin.token,
      body: physical(),
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Event not found" });
  });
});

describe("moderation: /api/{role}/events, approve-event, delete-event", () => {
  it("shows a pending event to staff, approves it into the public list, then deletes it", async () => {
    const title = `${tag} Flow`;
    const created = await api<{ event: EventJson }>("/api/event/create-event", { body: physical({ title }) });
    const id = created.json.event._id;

    const before = await api<{ events: EventJson[] }>(`/api/event/all?search=${encodeURIComponent(title)}`);
    expect(before.json.events).toEqual([]);

    const pending = await api<{ events: EventJson[] }>("/api/admin/events?status=pending", {
      token: admin.token,
    });
    expect(pending.status).toBe(200);
    expect(pending.json.events.map((event) => event._id)).toContain(id);
    const approvedList = await api<{ events: EventJson[] }>("/api/profile/events?status=approved", {
      token: profile.token,
    });
    expect(approvedList.json.events.map((event) => event._id)).not.toContain(id);

    const approve = await api(`/api/profile/approve-event/${id}`, { method: "POST", token: profile.token });
    expect(approve.status).toBe(200);
    expect(approve.json).toEqual({ success: true, message: "Event approved" });

    const after = await api<{ events: EventJson[] }>(`/api/event/all?search=${encodeURIComponent(title)}`);
    expect(after.json.events.map((event) => event._id)).toEqual([id]);

    const removed = await api(`/api/admin/delete-event/${id}`, { method: "POST", token: admin.token });
    expect(removed.status).toBe(200);
    expect(await Event.findById(id).lean()).toBeNull();
    const again = await api(`/api/admin/delete-event/${id}`, { method: "POST", token: admin.token });
    expect(again.status).toBe(404);
  });

  const routes = [
    ["GET", "events"],
    ["POST", `approve-event/${MISSING_ID}`],
    ["POST", `delete-event/${MISSING_ID}`],
  ] as const;

  it.each(routes)("%s /api/{role}/%s enforces the role path", async (method, rest) => {
    expect((await api(`/api/admin/${rest}`, { method })).status).toBe(401);
    expect((await api(`/api/admin/${rest}`, { method, token: expiredToken(admin.id, "admin") })).status).toBe(
      401,
    );
    expect((await api(`/api/admin/${rest}`, { method, token: profile.token })).status).toBe(403);
    expect((await api(`/api/profile/${rest}`, { method, token: admin.token })).status).toBe(403);
    expect((await api(`/api/visitor/${rest}`, { method, token: admin.token })).status).toBe(404);
  });

  it("answers 404 for unknown ids and 400 for malformed ids", async () => {
    for (const action of ["approve-event", "delete-event"]) {
      const missing = await api(`/api/admin/${action}/${MISSING_ID}`, { method: "POST", token: admin.token });
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ success: false, message: "Event not found" });
      const malformed = await api(`/api/admin/${action}/nope`, { method: "POST", token: admin.token });
      expect(malformed.status).toBe(400);
      expect(malformed.json.success).toBe(false);
    }
  });

  it("rejects an unknown status filter with 400", async () => {
    const response = await api("/api/admin/events?status=maybe", { token: admin.token });
    expect(response.status).toBe(400);
  });
});
