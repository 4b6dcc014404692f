// Registration for events with seats (issue 44): a guest registers while seats are left, joins the
// waitlist when the event is full, or waits for the organiser's approval; a cancellation promotes
// the first waitlisted guest at once. Seats are `EventSeat` documents with `_id` "<eventId>:<n>"
// (n in 1..capacity): two registrations racing for the last seat insert the same `_id` and only
// one wins, so seats are never oversold without transactions (FerretDB keeps only `_id` unique).
import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { conflict, isDuplicateKeyError, notFound } from "@/lib/errors";
import { formatEventTime } from "@/lib/dates";
import type { RegistrationState } from "@/lib/constants";
import { mailSite } from "@/lib/mail/config";
import { queueMail } from "@/lib/mail/send";
import { confirmToken, findOrCreateOptIn, queueConfirmation } from "@/lib/mail/double-opt-in";
import type { EventRegistrationMailKind } from "@/lib/mail/templates/event-registration";
import { EVENT_PUBLIC_FIELDS, eventEnd, toEventItem, type LeanEvent } from "@/lib/events/event-item";
import { ownEvent } from "@/lib/events/event-owners";
import { checkInQrPng } from "@/lib/events/event-check-in";
import { eventsCalendar, ICalCalendarMethod, whereText } from "@/lib/seo/calendar";
import { getSite } from "@/lib/seo/site";
import { absoluteUrl, eventPath } from "@/lib/seo/urls";
import { Event } from "@/models/Event";
import { EventGuestRequest } from "@/models/EventGuestRequest";
import { EventRegistration } from "@/models/EventRegistration";
import { EventSeat } from "@/models/EventSeat";

export const EVENT_NOT_FOUND = "Event not found";
export const REGISTRATION_NOT_FOUND = "Registration not found";
export const NO_REGISTRATION = "This event does not take registrations on HR Pulse";
export const REGISTRATION_CLOSED = "Registration for this event is closed";
export const EVENT_OVER = "This event has ended";
export const EVENT_CANCELLED = "This event was cancelled";
export const ALREADY_REGISTERED = "You are already registered for this event";
export const ALREADY_WAITLISTED = "You are already on this event's waitlist";
export const ALREADY_PENDING = "Your registration is waiting for the organiser's approval";
export const ALREADY_DECLINED = "The organiser declined your registration for this event";
export const NOT_PENDING = "Only a registration waiting for approval can be approved or declined";

/** No 0/O or 1/I: read out and typed at the door. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;
/** The waitlist moves at most this many guests in one go (a bound, not a rule). */
const MAX_PROMOTIONS = 1000;

const isObjectId = (id: string) => /^[a-f0-9]{24}$/i.test(id) && isValidObjectId(id);
const seatId = (eventId: string, seat: number) => `${eventId}:${seat}`;

/** The registration's id, from the event and the address: parallel requests of one person insert one. */
export function registrationIdFor(eventId: string, email: string): string {
  return createHash("sha256")
    .update(`registration:${eventId}:${email.toLowerCase()}`)
    .digest("hex")
    .slice(0, 24);
}

/** The short code printed under the QR code and typed at the door ("ABCD-EFGH"). */
export function newCheckInCode(): string {
  const raw = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    "",
  );
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

export type RegEvent = LeanEvent & { ownerId?: unknown };

async function findEvent(eventId: string): Promise<RegEvent | null> {
  if (!isObjectId(eventId)) return null;
  await connectDb();
  return Event.findById(eventId).select(`${EVENT_PUBLIC_FIELDS} ownerId`).lean<RegEvent>();
}

/** An approved event that takes registrations now (404 unknown, 409 otherwise). */
async function registrableEvent(eventId: string, now: Date): Promise<RegEvent> {
  const event = await findEvent(eventId);
  if (!event?.isApproved) throw notFound(EVENT_NOT_FOUND);
  if (!event.registration) throw conflict(NO_REGISTRATION);
  if (event.status === "cancelled") throw conflict(EVENT_CANCELLED);
  if (eventEnd(event).getTime() < now.getTime()) throw conflict(EVENT_OVER);
  if (event.registration === "closed") throw conflict(REGISTRATION_CLOSED);
  return event;
}

/**
 * Takes a free seat for the registration: the first `_id` "<eventId>:<n>" whose insert succeeds.
 * Starts after the seats already counted (a hole left by a cancellation is found by the wrap).
 */
async function claimSeat(eventId: string, capacity: number, registrationId: string): Promise<number | null> {
  const taken = await EventSeat.countDocuments({ eventId });
  if (taken >= capacity) return null;
  const order = [
    ...Array.from({ length: capacity - taken }, (_, index) => taken + 1 + index),
    ...Array.from({ length: taken }, (_, index) => index + 1),
  ];
  for (const seat of order) {
    try {
      await EventSeat.create({ _id: seatId(eventId, seat), eventId, registrationId });
      return seat;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return null;
}

async function releaseSeat(eventId: string, seat: number | null | undefined, registrationId: string) {
  if (typeof seat !== "number") return;
  await EventSeat.deleteOne({ _id: seatId(eventId, seat), registrationId });
}

export type Guest = { memberId?: string; name: string; email: string };

export type RegistrationResult = {
  registration: { id: string; state: RegistrationState };
  /** Mails to deliver after the answer. */
  mailIds: string[];
};

const ALREADY: Record<RegistrationState, string> = {
  registered: ALREADY_REGISTERED,
  waitlisted: ALREADY_WAITLISTED,
  pending: ALREADY_PENDING,
  declined: ALREADY_DECLINED,
};

/** Registers the guest: a seat while one is left, else the waitlist; `pending` in approval mode. */
export async function registerForEvent(
  eventId: string,
  guest: Guest,
  options: { address?: string; now?: Date } = {},
): Promise<RegistrationResult> {
  const now = options.now ?? new Date();
  const event = await registrableEvent(eventId, now);
  const email = guest.email.toLowerCase();
  const id = registrationIdFor(eventId, email);
  const existing = await EventRegistration.findById(id).select("state").lean();
  if (existing) throw conflict(ALREADY[existing.state as RegistrationState]);

  let state: RegistrationState = "registered";
  let seat: number | null = null;
  if (event.registration === "approval") state = "pending";
  else if (typeof event.capacity === "number") {
    seat = await claimSeat(eventId, event.capacity, id);
    if (seat === null) state = "waitlisted";
  }
  try {
    await EventRegistration.create({
      _id: id,
      eventId,
      ...(guest.memberId ? { memberId: guest.memberId } : {}),
      name: guest.name,
      email,
      state,
      ...(seat !== null ? { seat } : {}),
      registeredAt: now,
      token: randomBytes(24).toString("base64url"),
      code: newCheckInCode(),
      ...(options.address ? { address: options.address } : {}),
    });
  } catch (error) {
    await releaseSeat(eventId, seat, id);
    if (isDuplicateKeyError(error)) {
      const raced = await EventRegistration.findById(id).select("state").lean();
      throw conflict(ALREADY[(raced?.state as RegistrationState) ?? "registered"]);
    }
    throw error;
  }
  const mailIds = [await queueRegistrationMail(id, state === "registered" ? "registered" : state)];
  // A seat freed between our count and our insert would otherwise wait for the next cancellation.
  if (state === "waitlisted") mailIds.push(...(await promoteWaitlisted(eventId)));
  return { registration: { id, state }, mailIds: mailIds.filter(Boolean) as string[] };
}

/**
 * Fills free seats from the waitlist, first come first served; returns the promotion mails. Each
 * guest is moved by a compare-and-set on their state, so concurrent promoters move each one once.
 */
export async function promoteWaitlisted(eventId: string): Promise<string[]> {
  await connectDb();
  const event = await Event.findById(eventId).select("capacity registration isApproved").lean();
  if (!event?.isApproved || typeof event.capacity !== "number") return [];
  const mailIds: string[] = [];
  for (let round = 0; round < MAX_PROMOTIONS; round += 1) {
    const next = await EventRegistration.findOne({ eventId, state: "waitlisted" })
      .sort({ registeredAt: 1, _id: 1 })
      .select("_id")
      .lean();
    if (!next) break;
    const id = String(next._id);
    const seat = await claimSeat(eventId, event.capacity, id);
    if (seat === null) break;
    const moved = await EventRegistration.updateOne(
      { _id: id, state: "waitlisted" },
      { $set: { state: "registered", seat } },
    );
    if (moved.modifiedCount === 0) {
      await releaseSeat(eventId, seat, id);
      continue;
    }
    const mailId = await queueRegistrationMail(id, "promoted");
    if (mailId) mailIds.push(mailId);
  }
  return mailIds;
}

/** The member cancels: the registration (and its join link) goes, and the waitlist moves up. */
export async function cancelRegistration(eventId: string, memberId: string): Promise<{ mailIds: string[] }> {
  if (!isObjectId(eventId)) throw notFound(EVENT_NOT_FOUND);
  await connectDb();
  const registration = await EventRegistration.findOne({ eventId, memberId }).select("seat state").lean();
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
  const id = String(registration._id);
  const removed = await EventRegistration.deleteOne({ _id: id });
  if (removed.deletedCount === 0) throw notFound(REGISTRATION_NOT_FOUND);
  await releaseSeat(eventId, registration.seat, id);
  return { mailIds: await promoteWaitlisted(eventId) };
}

/** Seats and the caller's own registration, for the event page (loaded in the browser). */
export type RegistrationSummary = {
  mode: "open" | "approval" | "closed" | null;
  capacity: number | null;
  seatsLeft: number | null;
  mine: { id: string; state: RegistrationState } | null;
};

export async function registrationSummary(
  eventId: string,
  memberId: string | null,
): Promise<RegistrationSummary> {
  const event = await findEvent(eventId);
  if (!event?.isApproved) throw notFound(EVENT_NOT_FOUND);
  const capacity = typeof event.capacity === "number" ? event.capacity : null;
  const [taken, mine] = await Promise.all([
    capacity === null ? Promise.resolve(0) : EventSeat.countDocuments({ eventId }),
    memberId
      ? EventRegistration.findOne({ eventId, memberId }).select("state").lean()
      : Promise.resolve(null),
  ]);
  return {
    mode: event.registration ?? null,
    capacity,
    seatsLeft: capacity === null ? null : Math.max(0, capacity - taken),
    mine: mine ? { id: String(mine._id), state: mine.state as RegistrationState } : null,
  };
}

// ---- the organiser's side ----

export type GuestRow = {
  id: string;
  name: string;
  email: string;
  state: RegistrationState;
  registeredAt: string;
  checkedInAt: string | null;
};

/** The event's guests in the order they registered (403 for someone else's event). */
export async function listRegistrations(memberId: string, eventId: string): Promise<GuestRow[]> {
  await ownEvent(memberId, eventId);
  const rows = await EventRegistration.find({ eventId })
    .select("name email state registeredAt checkedInAt")
    .sort({ registeredAt: 1, _id: 1 })
    .limit(10_000)
    .lean();
  return rows.map((row) => ({
    id: String(row._id),
    name: row.name ?? "",
    email: row.email,
    state: row.state as RegistrationState,
    registeredAt: new Date(row.registeredAt).toISOString(),
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
  }));
}

/**
 * The organiser approves or declines a pending guest. An approved guest takes a seat, or joins the
 * waitlist when none is left (they are accepted, and move up like anyone waiting).
 */
export async function decideRegistration(
  memberId: string,
  eventId: string,
  registrationId: string,
  decision: "registered" | "declined",
): Promise<{ registration: { id: string; state: RegistrationState }; mailIds: string[] }> {
  const event = await ownEvent(memberId, eventId);
  const registration = await EventRegistration.findOne({ _id: registrationId, eventId })
    .select("state")
    .lean();
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
  if (registration.state !== "pending") throw conflict(NOT_PENDING);
  let state: RegistrationState = decision;
  let seat: number | null = null;
  if (decision === "registered" && typeof event.capacity === "number") {
    seat = await claimSeat(eventId, event.capacity, registrationId);
    if (seat === null) state = "waitlisted";
  }
  const result = await EventRegistration.updateOne(
    { _id: registrationId, state: "pending" },
    { $set: { state, ...(seat !== null ? { seat } : {}) } },
  );
  if (result.modifiedCount === 0) {
    await releaseSeat(eventId, seat, registrationId);
    throw conflict(NOT_PENDING);
  }
  const mailId = await queueRegistrationMail(registrationId, state);
  return { registration: { id: registrationId, state }, mailIds: mailId ? [mailId] : [] };
}

const csvCell = (value: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The guest list as CSV (the organiser's export). */
export function guestsCsv(rows: GuestRow[]): string {
  const header = ["Name", "E-mail", "State", "Registered at", "Checked in at"];
  const lines = rows.map((row) =>
    [row.name, row.email, row.state, row.registeredAt, row.checkedInAt ?? ""].map(csvCell).join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

// ---- mails ----

const QR_CID = "check-in-qr@hrpulse";

/** The guest's personal join link (online and hybrid events). */
export function joinUrl(eventId: string, token: string): string {
  return absoluteUrl(mailSite().url, `/events/${eventId}/join/${token}`);
}

/**
 * Queues the guest's mail for their new state (a seat carries the .ics with the personal join link
 * instead of the meeting URL). The id names the registration, the state and the time it was made,
 * so a retried request mails once. Returns the mail id, or null when it was queued already.
 */
async function queueRegistrationMail(
  registrationId: string,
  kind: EventRegistrationMailKind | RegistrationState,
) {
  const registration = await EventRegistration.findById(registrationId)
    .select("+token eventId email state code registeredAt updatedAt")
    .lean<{
      _id: string;
      eventId: unknown;
      email: string;
      token: string;
      code?: string;
      registeredAt: Date;
      updatedAt?: Date;
    }>();
  if (!registration) return null;
  const eventId = String(registration.eventId);
  const doc = await Event.findById(eventId).select(EVENT_PUBLIC_FIELDS).lean<LeanEvent>();
  if (!doc) return null;
  const event = toEventItem(doc);
  const site = getSite();
  const online = event.attendance !== "inPerson";
  const join = online ? joinUrl(eventId, registration.token) : undefined;
  const seat = kind === "registered" || kind === "promoted";
  const personal = { ...event, link: join ?? "" };
  const attachment = seat
    ? {
        filename: "invite.ics",
        contentType: `text/calendar; charset=utf-8; method=${ICalCalendarMethod.REQUEST}`,
        content: eventsCalendar(site, [personal], event.title, ICalCalendarMethod.REQUEST),
      }
    : undefined;
  const qr = seat && registration.code ? await checkInQrPng(eventId, registrationId) : null;
  const queued = await queueMail({
    id: `event-registration:${registrationId}:${kind}:${new Date(registration.registeredAt).getTime()}`,
    to: registration.email,
    template: "eventRegistration",
    ...(attachment ? { attachment } : {}),
    ...(qr
      ? {
          inlineImage: {
            filename: "check-in.png",
            contentType: "image/png",
            content: qr.toString("base64"),
            cid: QR_CID,
          },
        }
      : {}),
    data: {
      kind: kind as EventRegistrationMailKind,
      title: event.title,
      when: formatEventTime(event.date, event.endDate, event.timeZone),
      where: online
        ? event.attendance === "hybrid"
          ? `${event.location} and online`
          : "Online"
        : whereText(event),
      eventUrl: absoluteUrl(site.url, eventPath(eventId)),
      ...(join ? { joinUrl: join } : {}),
      ...(registration.code ? { checkInCode: registration.code } : {}),
      ...(qr ? { qrCid: QR_CID } : {}),
    },
  });
  return queued.status === "queued" ? queued.id : null;
}

// ---- the member's own (export, erasure) ----

export async function listMemberRegistrations(memberId: string) {
  await connectDb();
  const rows = await EventRegistration.find({ memberId })
    .select("eventId name email state registeredAt checkedInAt joinedAt")
    .sort({ registeredAt: 1 })
    .lean();
  return rows.map((row) => ({
    id: String(row._id),
    eventId: String(row.eventId),
    name: row.name ?? "",
    email: row.email,
    state: row.state as RegistrationState,
    registeredAt: new Date(row.registeredAt).toISOString(),
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
    joinedAt: row.joinedAt ? new Date(row.joinedAt).toISOString() : null,
  }));
}

/**
 * Erasure: the member's registrations (and those made as a guest with their address) go, their
 * seats free up and the waitlists move; returns the promotion mails to deliver.
 */
export async function deleteMemberRegistrations(memberId: string, email: string): Promise<string[]> {
  await connectDb();
  await EventGuestRequest.deleteMany({ email: email.toLowerCase() });
  const [own, asGuest] = await Promise.all([
    EventRegistration.find({ memberId }).select("eventId seat").lean(),
    EventRegistration.find({ email: email.toLowerCase() }).select("eventId seat").lean(),
  ]);
  const rows = [...own, ...asGuest.filter((row) => !own.some((mine) => mine._id === row._id))];
  const mailIds: string[] = [];
  for (const row of rows) {
    const eventId = String(row.eventId);
    await EventRegistration.deleteOne({ _id: row._id });
    await releaseSeat(eventId, row.seat, String(row._id));
    mailIds.push(...(await promoteWaitlisted(eventId)));
  }
  return mailIds;
}

// ---- guests (their address confirmed first, as for guest applications) ----

export const GUEST_CONFIRM_INVALID =
  "This confirmation link is not valid (it was already used or replaced by a newer one).";
export const GUEST_CONFIRM_EXPIRED = "This confirmation link has expired: register again to get a new one.";

/**
 * A guest asks to register: the request is kept and a confirmation mail goes out (at most one an
 * hour per address and event); nothing is booked until the address is confirmed.
 */
export async function requestGuestRegistration(
  eventId: string,
  guest: { name: string; email: string },
  options: { address?: string; now?: Date } = {},
): Promise<{ id: string; mailIds: string[] }> {
  const now = options.now ?? new Date();
  const event = await registrableEvent(eventId, now);
  const email = guest.email.toLowerCase();
  const id = registrationIdFor(eventId, email);
  const existing = await EventRegistration.findById(id).select("state").lean();
  if (existing) throw conflict(ALREADY[existing.state as RegistrationState]);
  const row = await findOrCreateOptIn<{ _id: unknown; confirmSentAt?: Date | null }>(
    EventGuestRequest,
    { _id: id },
    { _id: id, eventId, name: guest.name, email, state: "pending", address: options.address },
  );
  await EventGuestRequest.updateOne({ _id: id }, { $set: { name: guest.name } });
  const mailId = await queueConfirmation({
    model: EventGuestRequest,
    row,
    to: email,
    template: "eventRegistrationConfirm",
    data: (confirmUrl) => ({ confirmUrl, title: event.title }),
    confirmPath: "/events/registrations/confirm",
    logPrefix: "event-registration-confirm",
    now,
  });
  return { id, mailIds: mailId ? [mailId] : [] };
}

/** The confirm page's button: the guest's address is theirs, so they register now. */
export async function confirmGuestRegistration(
  token: string,
  now: Date = new Date(),
): Promise<RegistrationResult> {
  await connectDb();
  const id = await confirmToken({
    model: EventGuestRequest,
    token,
    invalidMessage: GUEST_CONFIRM_INVALID,
    expiredMessage: GUEST_CONFIRM_EXPIRED,
    now,
  });
  const request = await EventGuestRequest.findById(id).select("eventId name email").lean();
  if (!request) throw notFound(GUEST_CONFIRM_INVALID);
  await EventGuestRequest.deleteOne({ _id: id });
  return registerForEvent(String(request.eventId), { name: request.name, email: request.email }, { now });
}

// ---- the personal join link (online and hybrid events) ----

/** The join link opens the meeting from this long before the start until the end. */
export const JOIN_OPENS_MINUTES = 30;

export type JoinOutcome =
  | { kind: "open"; url: string }
  | { kind: "early"; title: string; opensAt: string; eventId: string }
  | { kind: "over"; title: string; eventId: string };

/**
 * A registered guest's join link: inside the window it records the first join and answers the
 * meeting URL; before or after it says when. Null for anything else (unknown or cancelled token,
 * another event's, a guest without a seat, an in-person event): the page answers 404.
 */
export async function openJoinLink(
  eventId: string,
  token: string,
  now = new Date(),
): Promise<JoinOutcome | null> {
  if (!isObjectId(eventId) || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  await connectDb();
  const registration = await EventRegistration.findOne({ token, eventId }).select("state joinedAt").lean();
  if (!registration || registration.state !== "registered") return null;
  const doc = await Event.findById(eventId)
    .select("title date endDate attendance link isApproved status")
    .lean();
  if (!doc?.isApproved || !doc.link || doc.attendance === "inPerson" || doc.status === "cancelled")
    return null;
  const opens = new Date(doc.date).getTime() - JOIN_OPENS_MINUTES * 60_000;
  const end = eventEnd(doc).getTime();
  if (now.getTime() < opens)
    return { kind: "early", title: doc.title, opensAt: new Date(opens).toISOString(), eventId };
  if (now.getTime() > end) return { kind: "over", title: doc.title, eventId };
  if (!registration.joinedAt)
    await EventRegistration.updateOne(
      { _id: registration._id, joinedAt: { $exists: false } },
      { $set: { joinedAt: now } },
    );
  return { kind: "open", url: doc.link };
}

// ---- the guest's own list (/account/events) and QR code ----

export type MyRegistration = {
  id: string;
  eventId: string;
  title: string;
  date: string;
  state: RegistrationState;
  /** The check-in code (with a seat). */
  code: string | null;
  checkedInAt: string | null;
  past: boolean;
};

/** The member's registrations with their events, upcoming first. */
export async function listMyRegistrations(memberId: string, now = new Date()): Promise<MyRegistration[]> {
  await connectDb();
  const rows = await EventRegistration.find({ memberId })
    .select("+code eventId state checkedInAt")
    .limit(200)
    .lean<Array<{ _id: string; eventId: unknown; state: string; code?: string; checkedInAt?: Date }>>();
  if (rows.length === 0) return [];
  const events = await Event.find({ _id: { $in: rows.map((row) => row.eventId) } })
    .select("title date endDate")
    .lean();
  const byId = new Map(events.map((event) => [String(event._id), event]));
  return rows
    .flatMap((row) => {
      const event = byId.get(String(row.eventId));
      if (!event) return [];
      const state = row.state as RegistrationState;
      return [
        {
          id: String(row._id),
          eventId: String(row.eventId),
          title: event.title,
          date: new Date(event.date).toISOString(),
          state,
          code: state === "registered" ? (row.code ?? null) : null,
          checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
          past: eventEnd(event).getTime() < now.getTime(),
        },
      ];
    })
    .sort((a, b) => (a.past === b.past ? a.date.localeCompare(b.date) : a.past ? 1 : -1));
}

/** The PNG of the member's own registration's QR code (404 for anyone else's or without a seat). */
export async function myRegistrationQr(memberId: string, registrationId: string): Promise<Buffer> {
  await connectDb();
  const row = await EventRegistration.findOne({ _id: registrationId, memberId })
    .select("eventId state")
    .lean();
  if (!row || row.state !== "registered") throw notFound(REGISTRATION_NOT_FOUND);
  return checkInQrPng(String(row.eventId), registrationId);
}
