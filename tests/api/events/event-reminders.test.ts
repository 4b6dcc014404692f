// Mails to members going to an event (issue 34): POST /api/cron/event-reminders reminds each going
// member once about a day before the start (two concurrent calls still mail once), with the event's
// .ics read back by a real iCalendar parser (ical.js); a change of time mails METHOD:REQUEST with a
// higher SEQUENCE and a cancellation METHOD:CANCEL, once per change; members who left get nothing;
// the one-click unsubscribe takes the member off the event's list. The same call sends the one
// reminder 90 days before a short CPD cycle ends. (Cron auth: cron-auth.test.ts.)
import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CpdCycle } from "@/models/CpdCycle";
import { CpdEntry } from "@/models/CpdEntry";
import { Event } from "@/models/Event";
import { EventGoing } from "@/models/EventGoing";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { mailsTo, type SunkMail } from "../../helpers/mail-sink";
import { listUnsubscribeUrl, oneClickUnsubscribe } from "../../helpers/one-click";
import { asMember, expectApiError, removeMembers } from "../../helpers/member-api";
import { forgetMemberMails, memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";

connectAroundFile();

const tag = `rem${randomBytes(4).toString("hex")}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag} Summit`,
  description: "A day of talks",
  location: "London",
  physical: true,
  date: at(10 * HOUR),
  ...overrides,
});

const used: string[] = [];
const events: string[] = [];
let admin: TestUser;
let owner: TestMember;
let goer: TestMember;
let leaver: TestMember;

async function newMember(): Promise<TestMember> {
  const email = memberEmail("rem");
  used.push(email);
  const member = await signInMember(baseUrl(), email);
  forgetMemberMails(email);
  return member;
}

async function publishedEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await asMember<{ event: { _id: string } }>(owner, "/api/event/create-event", {
    body: eventBody(overrides),
  });
  expect(created.status).toBe(201);
  const id = created.json.event._id;
  events.push(id);
  expect((await api(`/api/admin/approve-event/${id}`, { method: "POST", token: admin.token })).status).toBe(
    200,
  );
  return id;
}

async function toggleGoing(member: TestMember, id: string): Promise<boolean> {
  const response = await asMember<{ going: boolean }>(member, `/api/events/${id}/going`, { method: "POST" });
  expect(response.status).toBe(200);
  return response.json.going;
}

const cron = () =>
  runCron<{ reminded: number }>("/api/cron/event-reminders", {
    token: process.env.CRON_SECRET,
    method: "POST",
  });

/** The event mails (about this file's events) an address received, filtered by subject. */
async function eventMails(email: string, subject: string | RegExp): Promise<SunkMail[]> {
  const matches = (text: string) => (typeof subject === "string" ? text === subject : subject.test(text));
  return (await mailsTo(email)).filter((mail) => matches(mail.parsed.subject ?? ""));
}

async function waitForEventMails(
  email: string,
  subject: string | RegExp,
  count: number,
): Promise<SunkMail[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = await eventMails(email, subject);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${email} did not receive ${count} mails "${subject}"`);
}

type ParsedInvite = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  start: Date;
};

/** The mail's .ics attachment, parsed by ical.js. */
function inviteOf(mail: SunkMail): ParsedInvite {
  const attachment = mail.parsed.attachments.find((item) => item.contentType.startsWith("text/calendar"));
  expect(attachment).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent");
  expect(vevent).not.toBeNull();
  const event = new ICAL.Event(vevent!);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent!.getFirstPropertyValue("status")),
    summary: event.summary,
    start: event.startDate.toJSDate(),
  };
}

/** iCalendar times have whole seconds. */
const wholeSeconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000) * 1000;

const uidOf = (id: string) => `${id}@${new URL(baseUrl()).host}`;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  [owner, goer, leaver] = [await newMember(), await newMember(), await newMember()];
});

afterAll(async () => {
  await EventGoing.deleteMany({ eventId: { $in: events } });
  await Event.deleteMany({ _id: { $in: events } });
  const members = await Member.find({ email: { $in: used } })
    .select("_id")
    .lean();
  const memberIds = members.map((member) => member._id);
  await CpdEntry.deleteMany({ memberId: { $in: memberIds } });
  await CpdCycle.deleteMany({ memberId: { $in: memberIds } });
  await MailLog.deleteMany({ to: { $in: used } });
  await removeMembers(used);
});

describe("POST /api/cron/event-reminders", () => {
  let id: string;

  it("mails each going member once, with the event's .ics, even under two concurrent calls", async () => {
    id = await publishedEvent();
    expect(await toggleGoing(goer, id)).toBe(true);
    expect(await toggleGoing(leaver, id)).toBe(true);
    expect(await toggleGoing(leaver, id)).toBe(false);

    const [first, second] = await Promise.all([cron(), cron()]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(first.json.success).toBe(true);
    const [mail] = await waitForEventMails(goer.email, `Tomorrow: ${tag} Summit`, 1);
    // A third call after both answered sends nothing new either.
    expect((await cron()).status).toBe(202);
    expect(await eventMails(goer.email, `Tomorrow: ${tag} Summit`)).toHaveLength(1);
    expect(await MailLog.countDocuments({ _id: new RegExp(`^event-reminder:${id}:${goer.id}:`) })).toBe(1);
    expect(await eventMails(leaver.email, `Tomorrow: ${tag} Summit`)).toHaveLength(0);
    expect(await MailLog.countDocuments({ _id: new RegExp(`^event-reminder:${id}:${leaver.id}:`) })).toBe(0);

    const stored = await Event.findById(id).lean();
    const invite = inviteOf(mail!);
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: uidOf(id),
      sequence: stored?.sequence,
      status: "CONFIRMED",
      summary: `${tag} Summit`,
    });
    expect(invite.start.getTime()).toBe(wholeSeconds(stored!.date));
    expect(mail!.parsed.text).toContain(`${baseUrl()}/events/${id}`);
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.header("list-unsubscribe")).toContain(`${baseUrl()}/api/events/unsubscribe?token=`);
  });

  it("does not remind of an event more than 24 hours away", async () => {
    const later = await publishedEvent({ title: `${tag} Later`, date: at(3 * DAY) });
    expect(await toggleGoing(goer, later)).toBe(true);
    expect((await cron()).status).toBe(202);
    expect(await MailLog.countDocuments({ _id: new RegExp(`^event-reminder:${later}:`) })).toBe(0);
  });

  it("the one-click unsubscribe takes the member off the event's list; a bad token is refused", async () => {
    const [mail] = await eventMails(goer.email, `Tomorrow: ${tag} Summit`);
    const url = listUnsubscribeUrl(mail!);
    expect((await oneClickUnsubscribe(mail!)).status).toBe(200);
    expect(await EventGoing.countDocuments({ _id: `${id}:${goer.id}` })).toBe(0);
    // Twice is fine.
    expect((await appFetch(url, { method: "POST" })).status).toBe(200);

    const forged = url.replace(/token=[^&]+/, `token=${id}.${leaver.id}.${"a".repeat(43)}`);
    expectApiError(await api(forged.slice(baseUrl().length), { method: "POST" }), 404);
    expectApiError(await api("/api/events/unsubscribe", { method: "POST" }), 400);
  });
});

describe("change mails to going members", () => {
  let id: string;
  const changedSubject = `Changed: ${tag} Workshop`;
  const cancelledSubject = `Cancelled: ${tag} Workshop`;

  it("a time change mails METHOD:REQUEST with a higher SEQUENCE; an edit of the text (start to the minute) mails nothing", async () => {
    id = await publishedEvent({ title: `${tag} Workshop`, date: at(10 * DAY) });
    expect(await toggleGoing(goer, id)).toBe(true);
    expect(await toggleGoing(leaver, id)).toBe(true);
    expect(await toggleGoing(leaver, id)).toBe(false);
    const before = (await Event.findById(id).lean())!;
    const body = eventBody({ title: `${tag} Workshop`, date: new Date(before.date).toISOString() });

    // As the edit form sends it: the start to the minute (the event was created with seconds).
    const toTheMinute = new Date(Math.floor(new Date(before.date).getTime() / 60_000) * 60_000).toISOString();
    const textOnly = await api(`/api/event/update-event/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { ...body, description: "More talks", date: toTheMinute },
    });
    expect(textOnly.status).toBe(200);
    const newStart = at(11 * DAY);
    const moved = await api(`/api/event/update-event/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { ...body, description: "More talks", date: newStart },
    });
    expect(moved.status).toBe(200);

    const [mail] = await waitForEventMails(goer.email, changedSubject, 1);
    const after = (await Event.findById(id).lean())!;
    const invite = inviteOf(mail!);
    expect(invite).toMatchObject({ method: "REQUEST", uid: uidOf(id), sequence: after.sequence });
    expect(invite.sequence).toBeGreaterThan(before.sequence ?? 0);
    expect(invite.start.getTime()).toBe(wholeSeconds(after.date));
    expect(mail!.header("list-unsubscribe")).toContain(`${baseUrl()}/api/events/unsubscribe?token=`);
  });

  it("a cancellation by the organiser mails METHOD:CANCEL once, only to members still going", async () => {
    const cancel = () =>
      asMember(owner, `/api/events/${id}/status`, { method: "POST", body: { status: "cancelled" } });
    const [first, again] = [await cancel(), await cancel()];
    expect([first.status, again.status]).toEqual([200, 200]);
    const staff = await api(`/api/admin/event-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "cancelled" },
    });
    expect(staff.status).toBe(200);

    const [mail] = await waitForEventMails(goer.email, cancelledSubject, 1);
    const stored = (await Event.findById(id).lean())!;
    const invite = inviteOf(mail!);
    expect(invite).toMatchObject({
      method: "CANCEL",
      uid: uidOf(id),
      status: "CANCELLED",
      sequence: stored.sequence,
    });
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Setting the same status again is no change: the log holds one mail per change and member.
    expect(await MailLog.countDocuments({ _id: new RegExp(`^event-change:${id}:`), to: goer.email })).toBe(2);
    expect(await eventMails(goer.email, cancelledSubject)).toHaveLength(1);
    expect(await eventMails(goer.email, changedSubject)).toHaveLength(1);
    expect(await MailLog.countDocuments({ _id: new RegExp(`^event-change:${id}:`), to: leaver.email })).toBe(
      0,
    );
    expect(await mailsTo(leaver.email)).toHaveLength(0);
  });
});

describe("the CPD cycle reminder (same cron call)", () => {
  /** A start day whose SHRM cycle (36 months) ends about `days` from now. */
  const startEndingIn = (days: number) => {
    const date = new Date(Date.now() + days * DAY);
    date.setUTCFullYear(date.getUTCFullYear() - 3);
    return date.toISOString().slice(0, 10);
  };
  const setCycle = async (member: TestMember, start: string) => {
    const response = await asMember(member, "/api/members/me/cpd/cycles", {
      method: "PUT",
      body: { body: "SHRM", start },
    });
    expect(response.status).toBe(200);
  };
  const reminder = /^Your SHRM cycle ends on /;
  const remindersTo = (member: TestMember) => eventMails(member.email, reminder);

  it("mails once, 90 days before the end, a member who is short; not one with enough credits or a later end", async () => {
    const [short, done, later] = [await newMember(), await newMember(), await newMember()];
    await setCycle(short, startEndingIn(60));
    await setCycle(done, startEndingIn(60));
    await setCycle(later, startEndingIn(200));
    const entry = await asMember(done, "/api/members/me/cpd", {
      body: {
        title: `${tag} Conference`,
        date: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10),
        hours: 20,
        credits: [{ body: "SHRM", amount: 60 }],
      },
    });
    expect(entry.status).toBe(201);

    const [first, second] = await Promise.all([cron(), cron()]);
    expect([first.status, second.status]).toEqual([202, 202]);
    await waitForEventMails(short.email, reminder, 1);
    const mails = await remindersTo(short);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain("0 of 60 PDCs");
    expect(mails[0]!.parsed.text).toContain(`${baseUrl()}/account/cpd`);
    const cycle = await CpdCycle.findById(`${short.id}:SHRM`).lean();
    expect(cycle?.remindedFor).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await MailLog.countDocuments({ _id: `cpd-reminder:${short.id}:SHRM:${cycle?.remindedFor}` })).toBe(
      1,
    );

    expect((await cron()).status).toBe(202);
    expect(await remindersTo(short)).toHaveLength(1);
    expect(await remindersTo(done)).toHaveLength(0);
    expect(await remindersTo(later)).toHaveLength(0);
    expect((await CpdCycle.findById(`${later.id}:SHRM`).lean())?.remindedFor ?? null).toBeNull();
  });
});
