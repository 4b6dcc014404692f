// The CPD record over HTTP: entries typed or started from our events and courses, edits and
// deletions (owner only; verified entries keep credits and date), cycles and their totals, the CSV
// and PDF exports read back with real parsers, and the record in the member export and erasure.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Certification } from "@/models/Certification";
import { CpdCycle } from "@/models/CpdCycle";
import { CpdEntry } from "@/models/CpdEntry";
import { Event } from "@/models/Event";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { forgetMemberMails, memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { pdfPages } from "../../helpers/pdf-text";
import { api, baseUrl } from "../../helpers/server";
import { asMember, expectApiError } from "../../helpers/member-api";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

type Entry = {
  id: string;
  title: string;
  provider: string;
  date: string;
  hours: number;
  credits: { body: string; amount: number; activityId?: string; category?: string }[];
  reflection?: string;
  verified: boolean;
  eventId?: string;
  certificationId?: string;
};
type Cycle = {
  body: string;
  credential?: string;
  start: string;
  end: string;
  required: number;
  earned: number;
  byCategory?: { category: string; required: number; earned: number }[];
  assumed: boolean;
};
type Record_ = { entries: Entry[]; cycles: Cycle[] };

const used: string[] = [];
let admin: TestUser;
let owner: TestMember;
let other: TestMember;
let eventId: string;
let certificationId: string;
const UNKNOWN_ID = "0123456789abcdef01234567";

async function newMember(): Promise<TestMember> {
  const email = memberEmail("cpd");
  used.push(email);
  return signInMember(baseUrl(), email);
}

const as = asMember;

const expectError = expectApiError;

const manual = {
  title: "Employment law update",
  provider: "Law Society",
  date: "2026-03-02",
  hours: 2,
  credits: [{ body: "SHRM", amount: 2, activityId: "24-ABC12" }],
  reflection: "Changed our notice template.",
};

async function addEntry(member: TestMember, body: unknown): Promise<Entry> {
  const response = await as<{ entry: Entry }>(member, "/api/members/me/cpd", { method: "POST", body });
  expect(response.status).toBe(201);
  return response.json.entry;
}

const record = async (member: TestMember) =>
  (await as<Record_>(member, "/api/members/me/cpd")).json as unknown as Record_;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  [owner, other] = [await newMember(), await newMember()];
  const event = await Event.create({
    title: "CPD test conference",
    date: new Date("2026-06-10T09:00:00Z"),
    endDate: new Date("2026-06-10T12:30:00Z"),
    timeZone: "Europe/London",
    organizer: { name: "People Forum" },
    credits: [
      { body: "SHRM", amount: 3 },
      { body: "HRCI", amount: 3.5 },
    ],
    isApproved: true,
  });
  eventId = String(event._id);
  const course = await Certification.create({
    title: "CPD test course",
    skills: "Payroll",
    description: "<p>Learn</p>",
    date: new Date("2026-05-01T00:00:00Z"),
    endDate: new Date("2026-05-03T00:00:00Z"),
    duration: "3 days",
    registrationLink: "https://example.com/register",
    credits: [{ body: "CIPD", amount: 12 }],
  });
  certificationId = String(course._id);
});

afterAll(async () => {
  for (const member of [owner, other]) if (member) await CpdCycle.deleteMany({ memberId: member.id });
  forgetMemberMails(...used);
});

describe("POST/GET /api/members/me/cpd", () => {
  it("adds an activity typed by hand, unverified, and lists it with an assumed SHRM cycle", async () => {
    const member = await newMember();
    const entry = await addEntry(member, manual);
    expect(entry).toMatchObject({ ...manual, verified: false });
    const listed = await as<Record_>(member, "/api/members/me/cpd");
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toContain("no-store");
    expect(listed.json.entries).toEqual([expect.objectContaining({ id: entry.id, title: manual.title })]);
    expect(listed.json.cycles).toEqual([
      expect.objectContaining({ body: "SHRM", required: 60, assumed: true }),
    ]);
    // Another member sees nothing of it.
    expect((await record(other)).entries.map((row) => row.id)).not.toContain(entry.id);
  });

  it("starts from an event or a course, prefilled from its credits", async () => {
    const fromEvent = await addEntry(owner, { eventId, reflection: "Good panel" });
    expect(fromEvent).toMatchObject({
      title: "CPD test conference",
      provider: "People Forum",
      date: "2026-06-10",
      hours: 3.5,
      credits: [
        { body: "SHRM", amount: 3 },
        { body: "HRCI", amount: 3.5 },
      ],
      reflection: "Good panel",
      verified: false,
      eventId,
    });
    const fromCourse = await addEntry(owner, { certificationId });
    expect(fromCourse).toMatchObject({
      title: "CPD test course",
      date: "2026-05-03",
      hours: 12,
      credits: [{ body: "CIPD", amount: 12 }],
      verified: false,
      certificationId,
    });
  });

  it("refuses an event that has not started yet (400), and takes it once it has", async () => {
    const future = await Event.create({
      title: "Next month's CPD panel",
      date: new Date(Date.now() + 30 * 86_400_000),
      timeZone: "Europe/London",
      credits: [{ body: "SHRM", amount: 1 }],
      isApproved: true,
    });
    const early = await as(owner, "/api/members/me/cpd", {
      method: "POST",
      body: { eventId: String(future._id) },
    });
    expectError(early, 400);
    expect(early.json.message).toBe("You can add this event to your CPD log once it has started");
    await Event.updateOne({ _id: future._id }, { $set: { date: new Date(Date.now() - 60_000) } });
    expect(await addEntry(owner, { eventId: String(future._id) })).toMatchObject({ verified: false });
  });

  it("404 for an unknown or unapproved event and an unknown course", async () => {
    expectError(
      await as(owner, "/api/members/me/cpd", { method: "POST", body: { eventId: UNKNOWN_ID } }),
      404,
    );
    const pending = await Event.create({ title: "Pending", date: new Date(), isApproved: false });
    expectError(
      await as(owner, "/api/members/me/cpd", { method: "POST", body: { eventId: String(pending._id) } }),
      404,
    );
    expectError(
      await as(owner, "/api/members/me/cpd", { method: "POST", body: { certificationId: UNKNOWN_ID } }),
      404,
    );
  });

  it.each([
    ["no body", undefined],
    ["empty", {}],
    ["no title", { ...manual, title: "  " }],
    ["long title", { ...manual, title: "x".repeat(201) }],
    ["bad date", { ...manual, date: "2026-02-30" }],
    ["date with time", { ...manual, date: "2026-02-03T10:00" }],
    ["negative hours", { ...manual, hours: -1 }],
    ["hours as text", { ...manual, hours: "two" }],
    ["unknown body", { ...manual, credits: [{ body: "ABC", amount: 1 }] }],
    ["zero credit", { ...manual, credits: [{ body: "SHRM", amount: 0 }] }],
    ["credits not a list", { ...manual, credits: "SHRM" }],
    ["long reflection", { ...manual, reflection: "x".repeat(5001) }],
    ["malformed event id", { eventId: "nope" }],
    ["malformed course id", { certificationId: 42 }],
    ["malformed JSON", "{"],
  ])("400 for %s", async (_name, body) => {
    const before = await CpdEntry.countDocuments({ memberId: owner.id });
    expectError(await as(owner, "/api/members/me/cpd", { method: "POST", body }), 400);
    expect(await CpdEntry.countDocuments({ memberId: owner.id })).toBe(before);
  });
});

describe("PUT/DELETE /api/members/me/cpd/{id}", () => {
  it("the owner edits and deletes; another member gets 403; unknown ids 404", async () => {
    const entry = await addEntry(owner, manual);
    const path = `/api/members/me/cpd/${entry.id}`;
    const edited = await as<{ entry: Entry }>(owner, path, {
      method: "PUT",
      body: { title: "Employment law update (part 2)", hours: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.entry).toMatchObject({
      title: "Employment law update (part 2)",
      hours: 3,
      date: manual.date,
    });

    expectError(await as(other, path, { method: "PUT", body: { title: "Mine now" } }), 403);
    expectError(await as(other, path, { method: "DELETE" }), 403);
    expectError(await as(null, path, { method: "PUT", body: { title: "Guest" } }), 401);
    expectError(await api(path, { method: "DELETE", token: admin.token }), 403);
    expect((await CpdEntry.findById(entry.id).lean())?.title).toBe("Employment law update (part 2)");

    for (const body of [{}, { title: "" }, { date: "yesterday" }, { credits: [{ body: "SHRM" }] }])
      expectError(await as(owner, path, { method: "PUT", body }), 400);
    expectError(await as(owner, "/api/members/me/cpd/nope", { method: "PUT", body: { title: "x" } }), 400);
    expectError(
      await as(owner, `/api/members/me/cpd/${UNKNOWN_ID}`, { method: "PUT", body: { title: "x" } }),
      404,
    );
    expectError(await as(owner, `/api/members/me/cpd/${UNKNOWN_ID}`, { method: "DELETE" }), 404);

    const deleted = await as(owner, path, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await CpdEntry.countDocuments({ _id: entry.id })).toBe(0);
    expectError(await as(owner, path, { method: "DELETE" }), 404);
  });

  it("a verified entry keeps its credits, hours and date; its reflection can change", async () => {
    const verified = await CpdEntry.create({
      memberId: owner.id,
      title: "Verified workshop",
      date: new Date("2026-06-10T00:00:00Z"),
      hours: 3,
      credits: [{ body: "SHRM", amount: 3 }],
      verified: true,
      eventId,
    });
    const path = `/api/members/me/cpd/${String(verified._id)}`;
    for (const body of [
      { credits: [{ body: "SHRM", amount: 30 }] },
      { date: "2026-06-11" },
      { hours: 5 },
      { reflection: "sneaky", credits: [] },
    ])
      expectError(await as(owner, path, { method: "PUT", body }), 400);
    const saved = await as<{ entry: Entry }>(owner, path, {
      method: "PUT",
      body: {
        reflection: "Useful: new policy drafted",
        date: "2026-06-10",
        credits: [{ body: "SHRM", amount: 3 }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.entry).toMatchObject({
      reflection: "Useful: new policy drafted",
      verified: true,
      date: "2026-06-10",
      credits: [{ body: "SHRM", amount: 3 }],
    });
  });
});

describe("PUT /api/members/me/cpd/cycles", () => {
  it("totals SHRM credits inside the member's cycle only, and HRCI per credential with category minimums", async () => {
    const member = await newMember();
    for (const [date, amount] of [
      ["2022-12-31", 20],
      ["2023-01-01", 5],
      ["2024-07-01", 10.5],
      ["2025-12-31", 2],
      ["2026-01-01", 40],
    ] as const)
      await addEntry(member, {
        title: `SHRM ${date}`,
        date,
        hours: amount,
        credits: [{ body: "SHRM", amount }],
      });
    await addEntry(member, {
      title: "Strategy course",
      date: "2024-02-01",
      hours: 16,
      credits: [
        { body: "HRCI", amount: 15, category: "Business" },
        { body: "HRCI", amount: 1, category: "Ethics" },
      ],
    });

    const shrm = await as<{ cycles: Cycle[] }>(member, "/api/members/me/cpd/cycles", {
      method: "PUT",
      body: { body: "SHRM", start: "2023-01-01" },
    });
    expect(shrm.status).toBe(200);
    expect(shrm.json.cycles.find((cycle) => cycle.body === "SHRM")).toMatchObject({
      start: "2023-01-01",
      end: "2025-12-31",
      required: 60,
      earned: 17.5,
      assumed: false,
    });
    const hrci = await as<{ cycles: Cycle[] }>(member, "/api/members/me/cpd/cycles", {
      method: "PUT",
      body: { body: "HRCI", start: "2023-06-01", credential: "SPHR" },
    });
    expect(hrci.json.cycles.find((cycle) => cycle.body === "HRCI")).toMatchObject({
      credential: "SPHR",
      required: 60,
      earned: 16,
      byCategory: [
        { category: "Business", required: 15, earned: 15 },
        { category: "Ethics", required: 1, earned: 1 },
      ],
    });
    // Moving the cycle moves the totals; GET agrees.
    await as(member, "/api/members/me/cpd/cycles", {
      method: "PUT",
      body: { body: "SHRM", start: "2026-01-01" },
    });
    expect((await record(member)).cycles.find((cycle) => cycle.body === "SHRM")?.earned).toBe(40);
    await CpdCycle.deleteMany({ memberId: member.id });
  });

  it.each([
    {},
    { body: "SHRM" },
    { body: "ABC", start: "2026-01-01" },
    { body: "Other", start: "2026-01-01" },
    { body: "SHRM", start: "01/01/2026" },
    { body: "SHRM", start: "2026-13-01" },
    { body: "SHRM", start: "2026-01-01", credential: "PHR" },
    { body: "HRCI", start: "2026-01-01", credential: "XYZ" },
  ])("400 for %j", async (body) => {
    expectError(await as(owner, "/api/members/me/cpd/cycles", { method: "PUT", body }), 400);
  });
});

describe("exports: GET /api/members/me/cpd.csv and cpd.pdf", () => {
  it("the CSV parses with a CSV parser and holds every entry and credit", async () => {
    const member = await newMember();
    const entries = [
      await addEntry(member, manual),
      await addEntry(member, { eventId }),
      await addEntry(member, { title: 'Reading, "quoted"', date: "2026-01-05", hours: 1 }),
    ];
    const response = await appFetch(`${baseUrl()}/api/members/me/cpd.csv`, {
      headers: { Cookie: member.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(new Set(rows.map((row) => row.entryId))).toEqual(new Set(entries.map((entry) => entry.id)));
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(rows.filter((row) => row.eventId === eventId).map((row) => [row.body, row.credits])).toEqual([
      ["SHRM", "3"],
      ["HRCI", "3.5"],
    ]);
    expect(rows.find((row) => row.activityId === "24-ABC12")?.title).toBe(manual.title);
    expect(rows.some((row) => row.title === 'Reading, "quoted"')).toBe(true);
  });

  it("the PDF parses with a PDF parser and holds the member, the cycle totals and every entry", async () => {
    const member = await newMember();
    await as(member, "/api/members/me", {
      method: "PUT",
      body: { name: "Priya Export", credentials: ["SHRM-CP"] },
    });
    const titles = ["Coaching skills webinar", "Pay equity audit"];
    for (const title of titles)
      await addEntry(member, {
        title,
        date: "2026-02-01",
        hours: 1,
        credits: [{ body: "SHRM", amount: 1.5 }],
      });
    const response = await appFetch(`${baseUrl()}/api/members/me/cpd.pdf`, {
      headers: { Cookie: member.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfPages(new Uint8Array(await response.arrayBuffer())))
      .join(" ")
      .replace(/\s+/g, " ");
    expect(text).toContain("Priya Export");
    expect(text).toContain("SHRM-CP");
    expect(text).toMatch(/3 of 60 PDCs/);
    for (const title of titles) expect(text).toContain(title);
  });
});

describe("the member export and erasure", () => {
  it("exports the CPD record and erases it with the account", async () => {
    const member = await newMember();
    const entry = await addEntry(member, manual);
    await as(member, "/api/members/me/cpd/cycles", {
      method: "PUT",
      body: { body: "CIPD", start: "2026-01-01" },
    });
    const exported = await appFetch(`${baseUrl()}/api/members/me/export`, {
      headers: { Cookie: member.cookie },
    });
    const data = (await exported.json()) as { cpd: Record_ };
    expect(data.cpd.entries.map((row) => row.id)).toEqual([entry.id]);
    expect(data.cpd.cycles.map((cycle) => cycle.body)).toEqual(["SHRM", "CIPD"]);

    const deleted = await as(member, "/api/members/me", {
      method: "DELETE",
      body: { confirmation: "DELETE" },
    });
    expect(deleted.status).toBe(200);
    expect(await CpdEntry.countDocuments({ memberId: member.id })).toBe(0);
    expect(await CpdCycle.countDocuments({ memberId: member.id })).toBe(0);
  });
});
