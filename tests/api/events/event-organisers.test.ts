// Organisers (issue 34) over HTTP: a member's event is theirs, a guest's joins the member who signs
// in with its address; the organiser's edits of a published event wait for approval; status,
// "I'm going", attendance codes and the verified CPD entry they give (once, in its window).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CpdEntry } from "@/models/CpdEntry";
import { Event } from "@/models/Event";
import { EventAttendee } from "@/models/EventAttendee";
import { EventGoing } from "@/models/EventGoing";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { forgetMemberMails, memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { asMember, expectApiError } from "../../helpers/member-api";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `org${randomBytes(4).toString("hex")}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const UNKNOWN_ID = "0123456789abcdef01234567";
const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag} Summit`,
  description: "A day of talks",
  location: "London",
  physical: true,
  date: at(10 * DAY),
  credits: [
    { body: "SHRM", amount: 3 },
    { body: "HRCI", amount: 2.5 },
  ],
  ...overrides,
});

type OwnedEvent = {
  id: string;
  title: string;
  state: string;
  status: string;
  going: number;
  pendingChanges: boolean;
  editable: { _id: string; title: string; location: string };
};

const used: string[] = [];
let admin: TestUser;
let profile: TestUser;
let owner: TestMember;
let other: TestMember;

async function newMember(email = memberEmail("org")): Promise<TestMember> {
  used.push(email);
  return signInMember(baseUrl(), email);
}

const as = asMember;

const expectError = expectApiError;

async function createAsMember(member: TestMember, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await as<{ event: { _id: string } }>(member, "/api/event/create-event", {
    body: eventBody(overrides),
  });
  expect(created.status).toBe(201);
  return created.json.event._id;
}

async function approve(id: string) {
  const response = await api(`/api/admin/approve-event/${id}`, { method: "POST", token: admin.token });
  expect(response.status).toBe(200);
}

const myEvents = async (member: TestMember) =>
  (await as<{ events: OwnedEvent[] }>(member, "/api/members/me/events")).json.events;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  [owner, other] = [await newMember(), await newMember()];
});

afterAll(async () => {
  forgetMemberMails(...used);
});

describe("ownership: create-event, guest events, GET /api/members/me/events", () => {
  it("a member's event is theirs; another member does not see it", async () => {
    const id = await createAsMember(owner);
    expect(String((await Event.findById(id).lean())?.ownerId)).toBe(owner.id);
    const listed = await myEvents(owner);
    expect(listed.find((event) => event.id === id)).toMatchObject({
      title: `${tag} Summit`,
      state: "pending",
      status: "scheduled",
      going: 0,
      pendingChanges: false,
    });
    expect((await myEvents(other)).map((event) => event.id)).not.toContain(id);
  });

  it("a guest's event joins the member who later signs in with its address", async () => {
    const email = memberEmail("guest-org");
    const created = await api<{ event: { _id: string } }>("/api/event/create-event", {
      body: eventBody({ title: `${tag} Guest meetup`, email }),
    });
    expect(created.status).toBe(201);
    expect((await Event.findById(created.json.event._id).lean())?.ownerId).toBeUndefined();
    const member = await newMember(email);
    expect((await myEvents(member)).map((event) => event.id)).toEqual([created.json.event._id]);
  });
});

describe("PUT /api/event/update-event/{id} by the organiser", () => {
  it("a published event stays as it was until the change is approved", async () => {
    const id = await createAsMember(owner, { title: `${tag} Original` });
    await approve(id);
    const before = await Event.findById(id).lean();
    const change = eventBody({ title: `${tag} Renamed`, location: "Leeds" });
    const saved = await as<{ pendingChanges: boolean }>(owner, `/api/event/update-event/${id}`, {
      method: "PUT",
      body: change,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.pendingChanges).toBe(true);
    const waiting = await Event.findById(id).lean();
    expect(waiting).toMatchObject({
      title: `${tag} Original`,
      location: "London",
      sequence: before?.sequence,
    });
    const row = (await myEvents(owner)).find((event) => event.id === id);
    expect(row?.pendingChanges).toBe(true);
    // The list keeps the live title; the edit form starts from the waiting change.
    expect(row?.title).toBe(`${tag} Original`);
    expect(row?.editable).toMatchObject({ _id: id, title: `${tag} Renamed`, location: "Leeds" });

    await approve(id);
    const applied = await Event.findById(id).lean();
    expect(applied).toMatchObject({ title: `${tag} Renamed`, location: "Leeds", isApproved: true });
    expect(applied?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(applied?.pendingChange).toBeUndefined();
    expect((await myEvents(owner)).find((event) => event.id === id)?.pendingChanges).toBe(false);
  });

  it("an event still under review takes the change at once", async () => {
    const id = await createAsMember(owner);
    const saved = await as<{ pendingChanges: boolean }>(owner, `/api/event/update-event/${id}`, {
      method: "PUT",
      body: eventBody({ title: `${tag} Fixed typo` }),
    });
    expect(saved.json.pendingChanges).toBe(false);
    expect((await Event.findById(id).lean())?.title).toBe(`${tag} Fixed typo`);
  });

  it("401 for guests, 403 for another member, staff edit directly, 400 bad input, 404 unknown", async () => {
    const id = await createAsMember(owner);
    const path = `/api/event/update-event/${id}`;
    expectError(await as(null, path, { method: "PUT", body: eventBody() }), 401);
    expectError(await as(other, path, { method: "PUT", body: eventBody({ title: "Hijack" }) }), 403);
    const staff = await api(path, {
      method: "PUT",
      token: profile.token,
      body: eventBody({ title: `${tag} Staff` }),
    });
    expect(staff.status).toBe(200);
    expect((await Event.findById(id).lean())?.title).toBe(`${tag} Staff`);
    expectError(await as(owner, path, { method: "PUT", body: eventBody({ title: "" }) }), 400);
    expectError(
      await as(owner, `/api/event/update-event/${UNKNOWN_ID}`, { method: "PUT", body: eventBody() }),
      404,
    );
    expectError(await as(owner, "/api/event/update-event/nope", { method: "PUT", body: eventBody() }), 400);
  });
});

describe("GET /api/{role}/moderation/event-changes", () => {
  const path = "/api/admin/moderation/event-changes";
  type Review = {
    id: string;
    title: string;
    proposedAt: string;
    changes: { field: string; before: unknown; after: unknown }[];
  };
  const created: string[] = [];
  afterAll(async () => {
    await Event.deleteMany({ _id: { $in: created } });
  });
  const reviews = async (token: string, role = "admin") => {
    const response = await api<{ changes: Review[] }>(`/api/${role}/moderation/event-changes`, { token });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    expect(response.headers.get("cache-control")).toContain("no-store");
    return response.json.changes;
  };

  it("shows an organiser's waiting change as a before/after of the changed fields until it is applied", async () => {
    const date = at(12 * DAY);
    const id = await createAsMember(owner, { title: `${tag} Inbox original`, date });
    created.push(id);
    await approve(id);
    expect((await reviews(admin.token)).map((review) => review.id)).not.toContain(id);
    const saved = await as(owner, `/api/event/update-event/${id}`, {
      method: "PUT",
      body: eventBody({ title: `${tag} Inbox renamed`, date, location: "Leeds" }),
    });
    expect(saved.status).toBe(200);

    const review = (await reviews(admin.token)).find((item) => item.id === id);
    expect(review?.title).toBe(`${tag} Inbox original`);
    expect(Number.isNaN(Date.parse(review?.proposedAt ?? ""))).toBe(false);
    expect(review?.changes).toEqual(
      expect.arrayContaining([
        { field: "title", before: `${tag} Inbox original`, after: `${tag} Inbox renamed` },
        { field: "location", before: "London", after: "Leeds" },
      ]),
    );
    // Only what changed, and no internal fields (search text, credit bodies).
    expect(review?.changes.map((row) => row.field).sort()).toEqual(["location", "title"]);
    // Every staff role reads it at its own path.
    expect((await reviews(profile.token, "profile")).map((item) => item.id)).toContain(id);

    await approve(id);
    expect((await Event.findById(id).lean())?.title).toBe(`${tag} Inbox renamed`);
    expect((await reviews(admin.token)).map((item) => item.id)).not.toContain(id);
  });

  it("401 without a session or with a member's, 403 on another role's path, 404 for an unknown role", async () => {
    expectError(await api(path), 401);
    expectError(await as(owner, path), 401);
    expectError(await api(path, { token: profile.token }), 403);
    expectError(await api("/api/profile/moderation/event-changes", { token: admin.token }), 403);
    expectError(await api("/api/nobody/moderation/event-changes", { token: admin.token }), 404);
  });
});

describe("POST /api/events/{id}/status", () => {
  it("the organiser cancels at once: status and a higher sequence, as the staff route does", async () => {
    const id = await createAsMember(owner);
    await approve(id);
    const before = (await Event.findById(id).lean())?.sequence ?? 0;
    const cancelled = await as<{ event: { status: string; sequence: number } }>(
      owner,
      `/api/events/${id}/status`,
      {
        body: { status: "cancelled" },
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.event).toMatchObject({ status: "cancelled", sequence: before + 1 });
    expectError(await as(other, `/api/events/${id}/status`, { body: { status: "scheduled" } }), 403);
    expectError(await as(null, `/api/events/${id}/status`, { body: { status: "scheduled" } }), 401);
    expectError(
      await api(`/api/events/${id}/status`, { token: admin.token, body: { status: "scheduled" } }),
      403,
    );
    expectError(await as(owner, `/api/events/${id}/status`, { body: { status: "gone" } }), 400);
    expectError(await as(owner, `/api/events/${UNKNOWN_ID}/status`, { body: { status: "cancelled" } }), 404);
    expect((await Event.findById(id).lean())?.status).toBe("cancelled");
  });
});

describe("POST /api/events/{id}/going", () => {
  it("toggles and counts; guests read the count", async () => {
    const id = await createAsMember(owner);
    await approve(id);
    const first = await as<{ going: boolean; count: number }>(owner, `/api/events/${id}/going`, {
      method: "POST",
    });
    expect(first.json).toMatchObject({ success: true, going: true, count: 1 });
    const second = await as<{ going: boolean; count: number }>(other, `/api/events/${id}/going`, {
      method: "POST",
    });
    expect(second.json).toMatchObject({ going: true, count: 2 });
    const read = await as<{ going: boolean; count: number }>(other, `/api/events/${id}/going`);
    expect(read.json).toMatchObject({ going: true, count: 2 });
    const left = await as<{ going: boolean; count: number }>(other, `/api/events/${id}/going`, {
      method: "POST",
    });
    expect(left.json).toMatchObject({ going: false, count: 1 });
    expect((await as<{ going: boolean; count: number }>(null, `/api/events/${id}/going`)).json).toMatchObject(
      {
        going: false,
        count: 1,
      },
    );
    expect((await myEvents(owner)).find((event) => event.id === id)?.going).toBe(1);
    expectError(await as(null, `/api/events/${id}/going`, { method: "POST" }), 401);
    expectError(await as(owner, `/api/events/${UNKNOWN_ID}/going`, { method: "POST" }), 404);
    expectError(await as(owner, "/api/events/nope/going", { method: "POST" }), 400);
    expect(await EventGoing.countDocuments({ eventId: id })).toBe(1);
  });
});

describe("GET /api/members/me/events/going", () => {
  type Going = { events: { id: string; title: string; past: boolean }[] };

  it("lists the events the member is going to, upcoming first, apart from the ones they organise", async () => {
    const soon = await createAsMember(owner, { title: `Going soon ${tag}` });
    const later = await createAsMember(owner, { title: `Going later ${tag}` });
    const unmarked = await createAsMember(owner, { title: `Not going ${tag}` });
    for (const id of [soon, later, unmarked]) await approve(id);
    await Event.updateOne({ _id: soon }, { $set: { date: new Date(Date.now() + 86_400_000) } });
    await Event.updateOne({ _id: later }, { $set: { date: new Date(Date.now() + 5 * 86_400_000) } });
    for (const id of [later, soon])
      expect((await as(other, `/api/events/${id}/going`, { method: "POST" })).status).toBe(200);

    const answer = await as<Going>(other, "/api/members/me/events/going");
    expect(answer.status).toBe(200);
    const mine = answer.json.events.filter((event) => [soon, later, unmarked].includes(event.id));
    expect(mine.map((event) => event.title)).toEqual([`Going soon ${tag}`, `Going later ${tag}`]);
    expect(mine.every((event) => event.past === false)).toBe(true);
    // The organiser is going to none of them.
    const organiser = await as<Going>(owner, "/api/members/me/events/going");
    expect(organiser.json.events.map((event) => event.id)).not.toContain(soon);
  });

  it("401 without a member session, 403 for a staff token", async () => {
    expectError(await as(null, "/api/members/me/events/going"), 401);
    expectError(await api("/api/members/me/events/going", { token: admin.token }), 403);
  });
});

describe("attendance codes and POST /api/events/{id}/attend", () => {
  it("the organiser and staff read the same code; others cannot; not before approval", async () => {
    const id = await createAsMember(owner);
    expectError(await as(owner, `/api/members/me/events/${id}/attendance-code`), 409);
    await approve(id);
    const mine = await as<{ code: string }>(owner, `/api/members/me/events/${id}/attendance-code`);
    expect(mine.status).toBe(200);
    expect(mine.json.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const staff = await api<{ code: string }>(`/api/admin/events/${id}/attendance-code`, {
      token: admin.token,
    });
    expect(staff.json.code).toBe(mine.json.code);
    expect(
      (await as<{ code: string }>(owner, `/api/members/me/events/${id}/attendance-code`)).json.code,
    ).toBe(mine.json.code);
    expectError(await as(other, `/api/members/me/events/${id}/attendance-code`), 403);
    expectError(await as(owner, `/api/members/me/events/${UNKNOWN_ID}/attendance-code`), 404);
    expectError(await api(`/api/admin/events/${UNKNOWN_ID}/attendance-code`, { token: admin.token }), 404);
    expectError(await api(`/api/admin/events/${id}/attendance-code`, { token: profile.token }), 403);
  });

  it("the right code gives one verified entry with the event's credits; a wrong or second one is refused", async () => {
    const id = await createAsMember(owner, { date: at(-HOUR), endDate: at(HOUR) });
    await approve(id);
    const { code } = (await as<{ code: string }>(owner, `/api/members/me/events/${id}/attendance-code`)).json;
    expectError(await as(other, `/api/events/${id}/attend`, { body: { code: "WRONG1" } }), 400);
    expectError(await as(other, `/api/events/${id}/attend`, { body: {} }), 400);
    expect(await CpdEntry.countDocuments({ memberId: other.id, eventId: id })).toBe(0);

    const attended = await as<{ entry: { verified: boolean; credits: unknown[]; eventId: string } }>(
      other,
      `/api/events/${id}/attend`,
      { body: { code: code.toLowerCase() } },
    );
    expect(attended.status).toBe(201);
    expect(attended.json.entry).toMatchObject({
      verified: true,
      eventId: id,
      credits: [
        { body: "SHRM", amount: 3 },
        { body: "HRCI", amount: 2.5 },
      ],
    });
    expectError(await as(other, `/api/events/${id}/attend`, { body: { code } }), 409);
    expect(await CpdEntry.countDocuments({ memberId: other.id, eventId: id, verified: true })).toBe(1);
    const record = await as<{ entries: { verified: boolean; eventId?: string }[] }>(
      other,
      "/api/members/me/cpd",
    );
    expect(record.json.entries.filter((entry) => entry.eventId === id && entry.verified)).toHaveLength(1);

    expectError(await as(null, `/api/events/${id}/attend`, { body: { code } }), 401);
    expectError(await api(`/api/events/${id}/attend`, { token: admin.token, body: { code } }), 403);
    expectError(await as(other, `/api/events/${UNKNOWN_ID}/attend`, { body: { code } }), 404);
  });

  it("refuses the code 15 days after the end and before the start", async () => {
    const ended = await createAsMember(owner, { date: at(-16 * DAY), endDate: at(-15 * DAY) });
    const later = await createAsMember(owner, { date: at(2 * DAY) });
    for (const id of [ended, later]) {
      await approve(id);
      const { code } = (await as<{ code: string }>(owner, `/api/members/me/events/${id}/attendance-code`))
        .json;
      expectError(await as(other, `/api/events/${id}/attend`, { body: { code } }), 400);
      expect(await EventAttendee.countDocuments({ eventId: id })).toBe(0);
    }
    // 13 days after the end is still inside the window.
    const recent = await createAsMember(owner, { date: at(-14 * DAY), endDate: at(-13 * DAY) });
    await approve(recent);
    const { code } = (await as<{ code: string }>(owner, `/api/members/me/events/${recent}/attendance-code`))
      .json;
    expect((await as(other, `/api/events/${recent}/attend`, { body: { code } })).status).toBe(201);
  });
});

describe("GET /api/event/all?body= and /events?body=", () => {
  it("keeps the events giving credits of that body", async () => {
    const title = `${tag}filter`;
    const [hrci, shrmOnly, none] = await Promise.all([
      Event.create({
        title: `${title} hrci`,
        date: at(3 * DAY),
        isApproved: true,
        credits: [{ body: "HRCI", amount: 2 }],
        creditBodies: ["HRCI"],
        searchText: `${title} hrci`,
      }),
      Event.create({
        title: `${title} shrm`,
        date: at(3 * DAY),
        isApproved: true,
        credits: [{ body: "SHRM", amount: 2 }],
        creditBodies: ["SHRM"],
        searchText: `${title} shrm`,
      }),
      Event.create({
        title: `${title} none`,
        date: at(3 * DAY),
        isApproved: true,
        searchText: `${title} none`,
      }),
    ]);
    const listed = await api<{ events: { _id: string }[] }>(`/api/event/all?search=${title}&body=HRCI`);
    expect(listed.status).toBe(200);
    expect(listed.json.events.map((event) => event._id)).toEqual([String(hrci._id)]);
    const all = await api<{ events: { _id: string }[] }>(`/api/event/all?search=${title}`);
    expect(all.json.events.map((event) => event._id).sort()).toEqual(
      [hrci, shrmOnly, none].map((event) => String(event._id)).sort(),
    );
    expectError(await api(`/api/event/all?body=ABC`), 400);
    const page = await appFetch(`${baseUrl()}/events?search=${title}&body=HRCI`);
    const html = await page.text();
    expect(html).toContain(`${title} hrci`);
    expect(html).not.toContain(`${title} shrm`);
  });
});
