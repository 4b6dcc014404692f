// Registration with seats (issue 44) over HTTP: seats never oversold under parallel registrations,
// the waitlist moving up with a mail and the .ics on a cancellation, approval mode, guests who
// confirm their address, and the organiser's guest list, decisions and CSV.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { CpdEntry } from "@/models/CpdEntry";
import { EventRegistration } from "@/models/EventRegistration";
import { EventSeat } from "@/models/EventSeat";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { forgetMemberMails, memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";
import { asMember, expectApiError } from "../../helpers/member-api";
import { linkIn, mailsTo, waitForMails } from "../../helpers/mail-sink";

connectAroundFile();

const tag = `reg${randomBytes(4).toString("hex")}`;
const DAY = 24 * 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const UNKNOWN_ID = "0123456789abcdef01234567";

type Registration = { id: string; state: string };
type Guest = {
  id: string;
  name: string;
  email: string;
  state: string;
  registeredAt: string;
  checkedInAt: string | null;
};

const used: string[] = [];
let admin: TestUser;
let owner: TestMember;

async function newMember(): Promise<TestMember> {
  const email = memberEmail("reg");
  used.push(email);
  return signInMember(baseUrl(), email);
}

async function createEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await asMember<{ event: { _id: string } }>(owner, "/api/event/create-event", {
    body: {
      title: `${tag} Workshop`,
      description: "Hands-on",
      attendance: "inPerson",
      location: "Manchester",
      date: at(5 * DAY),
      registration: "open",
      ...overrides,
    },
  });
  expect(created.status).toBe(201);
  const id = created.json.event._id;
  const approved = await api(`/api/admin/approve-event/${id}`, { method: "POST", token: admin.token });
  expect(approved.status).toBe(200);
  return id;
}

const register = (member: TestMember | null, eventId: string, body?: Record<string, unknown>) =>
  asMember<{ registration: Registration; message: string }>(member, `/api/events/${eventId}/registrations`, {
    method: "POST",
    ...(body ? { body } : {}),
  });

const guestList = async (eventId: string) =>
  (await asMember<{ registrations: Guest[] }>(owner, `/api/members/me/events/${eventId}/registrations`)).json
    .registrations;

const subjectsTo = async (email: string) => (await mailsTo(email)).map((mail) => mail.parsed.subject ?? "");

async function waitForSubject(email: string, prefix: string) {
  const deadline = Date.now() + 20000;
  for (;;) {
    const mail = (await mailsTo(email)).find((one) => (one.parsed.subject ?? "").startsWith(prefix));
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`No mail "${prefix}…" to ${email}: ${await subjectsTo(email)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  owner = await newMember();
}, 60000);

afterAll(() => {
  forgetMemberMails(...used);
});

describe("POST /api/events/{id}/registrations", () => {
  it("30 parallel registrations for 10 seats give exactly 10 registered and 20 waitlisted", async () => {
    const eventId = await createEvent({ capacity: 10 });
    const members = await Promise.all(Array.from({ length: 30 }, () => newMember()));
    const answers = await Promise.all(members.map((member) => register(member, eventId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    const states = answers.map((answer) => answer.json.registration.state);
    expect(states.filter((state) => state === "registered")).toHaveLength(10);
    expect(states.filter((state) => state === "waitlisted")).toHaveLength(20);
    expect(await EventSeat.countDocuments({ eventId })).toBe(10);
    expect(await EventRegistration.countDocuments({ eventId, state: "registered" })).toBe(10);
    const summary = await asMember<{ seatsLeft: number; capacity: number; mine: Registration }>(
      members[0]!,
      `/api/events/${eventId}/registrations`,
    );
    expect(summary.json).toMatchObject({ seatsLeft: 0, capacity: 10, mine: { state: states[0] } });
    const guests = await guestList(eventId);
    expect(guests).toHaveLength(30);
  }, 120000);

  it("a second registration of the same member is 409; registration on an event without it is 409", async () => {
    const eventId = await createEvent({ capacity: 3 });
    const member = await newMember();
    expect((await register(member, eventId)).status).toBe(201);
    expectApiError(await register(member, eventId), 409);
    const plain = await createEvent({ registration: "" });
    expectApiError(await register(member, plain), 409);
    const closed = await createEvent({ registration: "closed" });
    expectApiError(await register(member, closed), 409);
  }, 60000);

  it("unknown event 404, bad id 400, bad guest body 400", async () => {
    const member = await newMember();
    expectApiError(await register(member, UNKNOWN_ID), 404);
    expectApiError(await register(member, "not-an-id"), 400);
    const eventId = await createEvent();
    expectApiError(await register(null, eventId, { name: "", email: "nope" }), 400);
  }, 60000);

  it("an unlimited event registers everyone; the public summary has no seat count", async () => {
    const eventId = await createEvent();
    const member = await newMember();
    const answer = await register(member, eventId);
    expect(answer.json.registration.state).toBe("registered");
    const summary = await api<{ seatsLeft: null; mode: string; signedIn: boolean; mine: null }>(
      `/api/events/${eventId}/registrations`,
    );
    expect(summary.json).toMatchObject({ seatsLeft: null, mode: "open", signedIn: false, mine: null });
  }, 60000);
});

describe("DELETE /api/events/{id}/registrations/me", () => {
  it("a cancellation promotes the first waitlisted guest at once, with a mail and the .ics", async () => {
    const eventId = await createEvent({ capacity: 2 });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    expect((await register(a, eventId)).json.registration.state).toBe("registered");
    expect((await register(b, eventId)).json.registration.state).toBe("registered");
    expect((await register(c, eventId)).json.registration.state).toBe("waitlisted");
    await waitForSubject(c.email, "You're on the waitlist");
    const cancelled = await asMember(a, `/api/events/${eventId}/registrations/me`, { method: "DELETE" });
    expect(cancelled.status).toBe(200);
    const mine = await asMember<{ mine: Registration | null }>(c, `/api/events/${eventId}/registrations`);
    expect(mine.json.mine?.state).toBe("registered");
    const gone = await asMember<{ mine: Registration | null }>(a, `/api/events/${eventId}/registrations`);
    expect(gone.json.mine).toBeNull();
    const mail = await waitForSubject(c.email, "A seat is yours");
    const ics = mail.parsed.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    expect(ics?.content.toString()).toContain("BEGIN:VEVENT");
    expect(mail.parsed.text).toMatch(/check-in code at the door: [A-Z2-9]{4}-[A-Z2-9]{4}/);
    expectApiError(await asMember(a, `/api/events/${eventId}/registrations/me`, { method: "DELETE" }), 404);
  }, 60000);

  it("needs a member session (401)", async () => {
    expectApiError(await api(`/api/events/${UNKNOWN_ID}/registrations/me`, { method: "DELETE" }), 401);
  });
});

describe("approval mode and the organiser's guest list", () => {
  it("guests wait as pending; the organiser approves or declines them; others get 403", async () => {
    const eventId = await createEvent({ capacity: 1, registration: "approval" });
    const [a, b] = [await newMember(), await newMember()];
    const first = await register(a, eventId);
    expect(first.status).toBe(201);
    expect(first.json.registration.state).toBe("pending");
    const second = await register(b, eventId);
    expect(second.json.registration.state).toBe("pending");

    const decide = (member: TestMember, regId: string, state: unknown) =>
      asMember<{ registration: Registration }>(
        member,
        `/api/members/me/events/${eventId}/registrations/${regId}`,
        { body: { state } },
      );
    expectApiError(await decide(a, first.json.registration.id, "registered"), 403);
    expectApiError(await decide(owner, first.json.registration.id, "maybe"), 400);
    expectApiError(await decide(owner, UNKNOWN_ID, "registered"), 404);
    expect((await decide(owner, first.json.registration.id, "registered")).json.registration.state).toBe(
      "registered",
    );
    expectApiError(await decide(owner, first.json.registration.id, "declined"), 409);
    expect((await decide(owner, second.json.registration.id, "declined")).json.registration.state).toBe(
      "declined",
    );
    await waitForSubject(a.email, "You're registered");
    await waitForSubject(b.email, "Registration declined");

    const guests = await guestList(eventId);
    expect(guests.map((guest) => [guest.email, guest.state])).toEqual([
      [a.email, "registered"],
      [b.email, "declined"],
    ]);
    expect(guests[0]).toMatchObject({ checkedInAt: null });
    expect(typeof guests[0]!.registeredAt).toBe("string");
    expectApiError(await asMember(a, `/api/members/me/events/${eventId}/registrations`), 403);
    expectApiError(await asMember(owner, `/api/members/me/events/${UNKNOWN_ID}/registrations`), 404);
    expectApiError(await api(`/api/members/me/events/${eventId}/registrations`), 401);

    const csv = await appFetch(`${baseUrl()}/api/members/me/events/${eventId}/registrations.csv`, {
      headers: { Cookie: owner.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("Name,E-mail,State,Registered at,Checked in at");
    expect(text).toContain(`${a.email},registered`);
  }, 60000);
});

describe("guests with a confirmed address", () => {
  it("a guest is registered only once they press the confirm page's button", async () => {
    const eventId = await createEvent({ capacity: 5 });
    const email = memberEmail("reg-guest");
    used.push(email);
    const asked = await register(null, eventId, { name: "Guest Person", email });
    expect(asked.status).toBe(201);
    expect(asked.json.registration.state).toBe("pending");
    expect(await EventRegistration.countDocuments({ eventId })).toBe(0);
    const [mail] = await waitForMails(email, 1);
    const link = linkIn(mail!, `${baseUrl()}/events/registrations/confirm?token=`);
    const token = new URL(link).searchParams.get("token");
    const confirmed = await api<{ registration: Registration }>("/api/events/registrations/confirm", {
      body: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.registration.state).toBe("registered");
    expect((await guestList(eventId)).map((guest) => [guest.name, guest.state])).toEqual([
      ["Guest Person", "registered"],
    ]);
    expectApiError(await api("/api/events/registrations/confirm", { body: { token } }), 404);
    await waitForSubject(email, "You're registered");
  }, 60000);
});

describe("the meeting URL: only behind a registered guest's join link", () => {
  const secret = `https://meet.example/${tag}-secret-room`;
  const text = async (path: string, headers: Record<string, string> = {}) => {
    const response = await appFetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it("is on no public surface: page, JSON-LD, calendars, listings, Content API, search, sitemap", async () => {
    const eventId = await createEvent({
      title: `${tag} Webinar`,
      attendance: "hybrid",
      location: "Leeds",
      link: secret,
      capacity: 5,
    });
    const page = await text(`/events/${eventId}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(secret);
    expect(page.body).toContain('"@type":"VirtualLocation"');
    expect(page.body).toMatch(new RegExp(`"VirtualLocation","url":"[^"]*/events/${eventId}"`));
    for (const path of [
      "/events",
      "/events.ics",
      `/events/${eventId}/calendar.ics`,
      "/sitemap/0.xml",
      `/api/event/all?search=${tag}`,
      `/api/search?q=${encodeURIComponent(`${tag} Webinar`)}`,
    ]) {
      const answer = await text(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain(secret);
    }
    expect((await text("/events.ics")).body).toContain(`${tag} Webinar`);
    const created = await api<{ key: string }>("/api/admin/api-keys", {
      token: admin.token,
      body: { name: `${tag} reader` },
    });
    const bearer = { Authorization: `Bearer ${created.json.key}` };
    const one = await text(`/api/v1/events/${eventId}`, bearer);
    expect(one.status).toBe(200);
    expect(one.body).toContain(`${tag} Webinar`);
    expect(one.body).not.toContain(secret);
    const list = await text("/api/v1/events?limit=100", bearer);
    expect(list.status).toBe(200);
    expect(list.body).not.toContain(secret);
  }, 60000);

  it("redirects a registered guest inside the window, and records the join; nobody else", async () => {
    const eventId = await createEvent({
      title: `${tag} Live`,
      attendance: "online",
      link: secret,
      date: at(10 * 60_000),
      endDate: at(70 * 60_000),
      capacity: 5,
    });
    const [guest, stranger] = [await newMember(), await newMember()];
    expect((await register(guest, eventId)).json.registration.state).toBe("registered");
    const row = await EventRegistration.findOne({ eventId, memberId: guest.id }).select("+token").lean();
    const joinPath = `/events/${eventId}/join/${row!.token}`;
    const mail = await waitForSubject(guest.email, "You're registered");
    expect(mail.parsed.text).toContain(joinPath);
    expect(mail.parsed.text).not.toContain(secret);
    const ics = mail.parsed.attachments.find((file) => file.contentType.startsWith("text/calendar"));
    // Long iCalendar lines are folded (CRLF and a space): unfolded before reading.
    expect(ics?.content.toString().replace(/\r\n[ \t]/g, "")).toContain(joinPath);

    const opened = await text(joinPath);
    expect([302, 303, 307]).toContain(opened.status);
    expect(opened.headers.get("location")).toBe(secret);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    const joined = await EventRegistration.findById(row!._id).lean();
    expect(joined?.joinedAt).toBeInstanceOf(Date);

    expect((await text(`/events/${eventId}/join/${"x".repeat(32)}`)).status).toBe(404);
    const offered = await text(`/events/${eventId}/join/${"x".repeat(32)}`, { Cookie: stranger.cookie });
    expect(offered.status).toBe(200);
    expect(offered.body).toContain("This join link is not yours");
    expect(offered.body).not.toContain(secret);

    expect(
      (await asMember(guest, `/api/events/${eventId}/registrations/me`, { method: "DELETE" })).status,
    ).toBe(200);
    const cancelled = await text(joinPath);
    expect(cancelled.status).toBe(404);
    expect(cancelled.body).not.toContain(secret);
  }, 60000);

  it("before the window the link says when it opens, without the URL", async () => {
    const eventId = await createEvent({ attendance: "online", link: secret, date: at(3 * DAY), capacity: 2 });
    const guest = await newMember();
    await register(guest, eventId);
    const row = await EventRegistration.findOne({ eventId, memberId: guest.id }).select("+token").lean();
    const early = await text(`/events/${eventId}/join/${row!.token}`);
    expect(early.status).toBe(200);
    expect(early.body).toContain("Your join link opens 30 minutes before the start");
    expect(early.body).not.toContain(secret);
  }, 60000);
});

/**
 * The text of a QR code PNG, read with the same library the check-in page scans with. The PNG holds
 * nothing but the code, so the reader is told so (PURE_BARCODE): its finder-pattern detector, made
 * for camera frames, misses about one in six perfectly sharp synthetic codes (measured over 200
 * random check-in URLs; each of them decodes as a pure barcode), which made this test flaky.
 */
async function readQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

describe("check-in at the door: POST /api/members/me/events/{id}/check-in", () => {
  it("200 once, 409 again with the first time, 400 forged or another event's, 403 not the owner", async () => {
    const eventId = await createEvent({ capacity: 5, credits: [{ body: "SHRM", amount: 2 }] });
    const otherEvent = await createEvent({ capacity: 5 });
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    await register(a, eventId);
    const bReg = (await register(b, eventId)).json.registration;
    await register(c, otherEvent);
    const codeOf = async (member: TestMember, event: string) =>
      (await EventRegistration.findOne({ eventId: event, memberId: member.id }).select("+code").lean())!.code;
    const checkIn = (member: TestMember, event: string, token: unknown) =>
      asMember<{ guest: { name: string }; checkedInAt: string }>(
        member,
        `/api/members/me/events/${event}/check-in`,
        { body: { token } },
      );

    const first = await checkIn(owner, eventId, (await codeOf(a, eventId)).toLowerCase());
    expect(first.status).toBe(200);
    expect(first.json.guest.name).toBe(a.name || a.email);
    expect(typeof first.json.checkedInAt).toBe("string");
    const again = await checkIn(owner, eventId, await codeOf(a, eventId));
    expectApiError(again, 409);
    expect(again.json.checkedInAt).toBe(first.json.checkedInAt);
    expect(await CpdEntry.countDocuments({ memberId: a.id, eventId, verified: true })).toBe(1);

    // b's QR code, as the guest downloads it, holds the signed check-in URL.
    const qr = await appFetch(`${baseUrl()}/api/members/me/registrations/${bReg.id}/qr.png`, {
      headers: { Cookie: b.cookie },
    });
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toBe("image/png");
    const url = await readQr(Buffer.from(await qr.arrayBuffer()));
    expect(url).toContain(`/account/events/${eventId}/check-in?token=`);
    expect((await checkIn(owner, eventId, url)).status).toBe(200);
    expectApiError(await asMember(a, `/api/members/me/registrations/${bReg.id}/qr.png`), 404);

    const token = new URL(url).searchParams.get("token")!;
    expectApiError(await checkIn(owner, eventId, `${token.slice(0, -2)}xx`), 400);
    expectApiError(await checkIn(owner, eventId, "ZZZZ-ZZZZ"), 400);
    expectApiError(await checkIn(owner, eventId, await codeOf(c, otherEvent)), 400);
    const cRow = await EventRegistration.findOne({ eventId: otherEvent, memberId: c.id }).lean();
    const cQr = await appFetch(`${baseUrl()}/api/members/me/registrations/${cRow!._id}/qr.png`, {
      headers: { Cookie: c.cookie },
    });
    expectApiError(await checkIn(owner, eventId, await readQr(Buffer.from(await cQr.arrayBuffer()))), 400);
    expectApiError(await checkIn(a, eventId, await codeOf(a, eventId)), 403);
    expectApiError(await checkIn(owner, UNKNOWN_ID, "ABCD-EFGH"), 404);
    expectApiError(await checkIn(owner, eventId, ""), 400);
    expectApiError(await api(`/api/members/me/events/${eventId}/check-in`, { body: { token: "x" } }), 401);

    const guests = await guestList(eventId);
    expect(guests.filter((guest) => guest.checkedInAt !== null)).toHaveLength(2);
  }, 90000);
});
