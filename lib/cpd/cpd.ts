// A member's CPD record: entries they type or start from our events and courses, their cycles per
// credit body, and the progress the page, the exports and the cycle reminder show.
import "server-only";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { forbidden, invalid, notFound } from "@/lib/errors";
import { toDateTimeInput, toSiteDateInput } from "@/lib/dates";
import { findCertification } from "@/lib/certifications/certifications";
import { getApprovedEvent } from "@/lib/seo/seo-reads";
import {
  addMonthsToDay,
  cycleProgress,
  type CpdCredit,
  type CycleProgress,
  type CycleSetting,
} from "@/lib/cpd/progress";
import { bodiesForCredentials, CPD_BODIES, cycleRule, type CpdBody } from "@/lib/cpd/rules";
import type { CpdCreateInput, CpdCycleInput, CpdEntryFields, CpdUpdateInput } from "@/lib/cpd/cpd-schemas";
import { CpdCycle } from "@/models/CpdCycle";
import { CpdEntry } from "@/models/CpdEntry";
import { Member } from "@/models/Member";

export type CpdEntryItem = {
  id: string;
  title: string;
  provider: string;
  /** The calendar day, "YYYY-MM-DD". */
  date: string;
  hours: number;
  credits: CpdCredit[];
  reflection?: string;
  verified: boolean;
  eventId?: string;
  certificationId?: string;
  createdAt: string;
};

export type CpdRecord = { entries: CpdEntryItem[]; cycles: CycleProgress[] };

/** Fields as stored (credits from our events and courses carry no activity ID or category). */
type EntryFields = Omit<CpdEntryFields, "credits"> & { credits: CpdCredit[] };

type LeanEntry = {
  _id: unknown;
  title: string;
  provider?: string | null;
  date: Date;
  hours: number;
  credits?: { body: string; amount: number; activityId?: string | null; category?: string | null }[];
  reflection?: string | null;
  verified?: boolean | null;
  eventId?: unknown;
  certificationId?: unknown;
  createdAt?: Date | null;
};

const day = (date: Date) => new Date(date).toISOString().slice(0, 10);
const dayToDate = (value: string) => new Date(`${value}T00:00:00.000Z`);
const isObjectId = (id: string) => /^[a-f0-9]{24}$/i.test(id) && isValidObjectId(id);
const round2 = (n: number) => Math.round(n * 100) / 100;

function toCredit(credit: NonNullable<LeanEntry["credits"]>[number]): CpdCredit {
  return {
    body: credit.body,
    amount: credit.amount,
    ...(credit.activityId ? { activityId: credit.activityId } : {}),
    ...(credit.category ? { category: credit.category } : {}),
  };
}

function toEntryItem(doc: LeanEntry): CpdEntryItem {
  return {
    id: String(doc._id),
    title: doc.title,
    provider: doc.provider ?? "",
    date: day(doc.date),
    hours: doc.hours,
    credits: (doc.credits ?? []).map(toCredit),
    ...(doc.reflection ? { reflection: doc.reflection } : {}),
    verified: Boolean(doc.verified),
    ...(doc.eventId ? { eventId: String(doc.eventId) } : {}),
    ...(doc.certificationId ? { certificationId: String(doc.certificationId) } : {}),
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  };
}

/** The member's entries, newest activity first. */
export async function listCpdEntries(memberId: string): Promise<CpdEntryItem[]> {
  await connectDb();
  const docs = await CpdEntry.find({ memberId }).sort({ date: -1, _id: -1 }).lean<LeanEntry[]>();
  return docs.map(toEntryItem);
}

/** A start for a body the member has not set: the month of its first credit, moved on by whole cycles to today's. */
function assumedStart(body: CpdBody, entries: CpdEntryItem[], today: string): string {
  const days = entries.filter((entry) => entry.credits.some((c) => c.body === body)).map((e) => e.date);
  let start = `${(days.sort()[0] ?? today).slice(0, 7)}-01`;
  const { months } = cycleRule(body);
  while (addMonthsToDay(start, months) <= today) start = addMonthsToDay(start, months);
  return start;
}

/** The member's cycles: the ones they set, and an assumed one for each other body they hold or earn. */
export async function listCycleSettings(
  memberId: string,
  entries: CpdEntryItem[],
  today: string,
): Promise<CycleSetting[]> {
  await connectDb();
  const [stored, member] = await Promise.all([
    CpdCycle.find({ memberId }).lean(),
    Member.findById(memberId).select("credentials").lean(),
  ]);
  const settings = new Map<CpdBody, CycleSetting>();
  for (const row of stored) {
    const body = row.body as CpdBody;
    settings.set(body, {
      body,
      ...(row.credential ? { credential: row.credential } : {}),
      start: day(row.start),
    });
  }
  const held = bodiesForCredentials(member?.credentials ?? []);
  const earned = CPD_BODIES.filter((body) => entries.some((e) => e.credits.some((c) => c.body === body)));
  for (const body of CPD_BODIES) {
    if (settings.has(body)) continue;
    const holding = held.find((item) => item.body === body);
    if (!holding && !earned.includes(body)) continue;
    settings.set(body, { ...holding, body, start: assumedStart(body, entries, today), assumed: true });
  }
  return CPD_BODIES.flatMap((body) => settings.get(body) ?? []);
}

export async function getCpdRecord(memberId: string, now = new Date()): Promise<CpdRecord> {
  const today = day(now);
  const entries = await listCpdEntries(memberId);
  const settings = await listCycleSettings(memberId, entries, today);
  return { entries, cycles: settings.map((setting) => cycleProgress(setting, entries, today)) };
}

export const EVENT_NOT_STARTED = "You can add this event to your CPD log once it has started";

/**
 * An event's entry: its start day in its own zone, its length in hours and its credits. A member
 * adds an event by hand only once it has started (`notBefore`: now); attendance checks pass none.
 */
async function fieldsFromEvent(eventId: string, notBefore?: Date): Promise<Omit<EntryFields, "reflection">> {
  const event = await getApprovedEvent(eventId);
  if (!event) throw notFound("Event not found");
  if (notBefore && Date.parse(event.date) > notBefore.getTime()) throw invalid(EVENT_NOT_STARTED);
  const hours = round2((Date.parse(event.endDate) - Date.parse(event.date)) / 3_600_000);
  return {
    title: event.title,
    provider: event.organizer?.name ?? "",
    date: toDateTimeInput(event.date, event.timeZone).slice(0, 10),
    hours: Math.max(0, Math.min(1000, hours)),
    credits: event.credits.map(({ body, amount }) => ({ body, amount })),
  };
}

/** A course's entry: its last day (or first), and one hour per credit of its largest award. */
async function fieldsFromCertification(certificationId: string): Promise<Omit<EntryFields, "reflection">> {
  const course = await findCertification(certificationId);
  if (!course) throw notFound("Certification not found");
  return {
    title: course.title,
    provider: course.provider?.name ?? "HR Pulse",
    date: toSiteDateInput(course.endDate ?? course.date),
    hours: Math.max(0, ...course.credits.map((credit) => credit.amount)),
    credits: course.credits.map(({ body, amount }) => ({ body, amount })),
  };
}

const stored = (fields: Partial<EntryFields>) => ({
  ...fields,
  ...(fields.date ? { date: dayToDate(fields.date) } : {}),
});

/** Adds an unverified entry (typed, or prefilled from our event or course). */
export async function createCpdEntry(memberId: string, input: CpdCreateInput): Promise<CpdEntryItem> {
  await connectDb();
  let fields: EntryFields;
  let links: { eventId?: string; certificationId?: string } = {};
  if (input.kind === "event") {
    fields = { ...(await fieldsFromEvent(input.eventId, new Date())), reflection: input.reflection ?? "" };
    links = { eventId: input.eventId };
  } else if (input.kind === "certification") {
    fields = {
      ...(await fieldsFromCertification(input.certificationId)),
      reflection: input.reflection ?? "",
    };
    links = { certificationId: input.certificationId };
  } else fields = input.fields;
  const doc = await CpdEntry.create({ memberId, ...stored(fields), ...links, verified: false });
  return toEntryItem(doc.toObject() as LeanEntry);
}

/** A verified entry for an event the member attended (the attendance code was checked by the caller). */
export async function createVerifiedEventEntry(memberId: string, eventId: string): Promise<CpdEntryItem> {
  await connectDb();
  const fields = await fieldsFromEvent(eventId);
  const doc = await CpdEntry.create({ memberId, ...stored(fields), eventId, verified: true });
  return toEntryItem(doc.toObject() as LeanEntry);
}

async function ownEntry(memberId: string, id: string): Promise<LeanEntry> {
  if (!isObjectId(id)) throw notFound("Entry not found");
  await connectDb();
  const doc = await CpdEntry.findById(id).lean<LeanEntry & { memberId: unknown }>();
  if (!doc) throw notFound("Entry not found");
  if (String(doc.memberId) !== memberId) throw forbidden("This entry belongs to another member");
  return doc;
}

const sameCredits = (a: CpdCredit[], b: CpdCredit[]) =>
  JSON.stringify(a.map(toCredit)) === JSON.stringify(b.map(toCredit));

/** Changes an entry; a verified one keeps its credits, hours and date (its reflection and title may change). */
export async function updateCpdEntry(
  memberId: string,
  id: string,
  input: CpdUpdateInput,
): Promise<CpdEntryItem> {
  const existing = toEntryItem(await ownEntry(memberId, id));
  if (existing.verified) {
    const changes =
      (input.date !== undefined && input.date !== existing.date) ||
      (input.hours !== undefined && input.hours !== existing.hours) ||
      (input.credits !== undefined && !sameCredits(input.credits, existing.credits));
    if (changes) throw invalid("A verified entry's credits, hours and date cannot change");
  }
  const set = stored(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
  const doc = await CpdEntry.findOneAndUpdate(
    { _id: id, memberId },
    { $set: set },
    { new: true },
  ).lean<LeanEntry>();
  if (!doc) throw notFound("Entry not found");
  return toEntryItem(doc);
}

export async function deleteCpdEntry(memberId: string, id: string): Promise<void> {
  await ownEntry(memberId, id);
  await CpdEntry.deleteOne({ _id: id, memberId });
}

/** Sets (or moves) the member's cycle for a body. */
export async function setCpdCycle(memberId: string, input: CpdCycleInput): Promise<void> {
  await connectDb();
  const fields = { memberId, body: input.body, start: dayToDate(input.start) };
  await CpdCycle.updateOne(
    { _id: `${memberId}:${input.body}` },
    input.credential
      ? { $set: { ...fields, credential: input.credential } }
      : { $set: fields, $unset: { credential: 1 } },
    { upsert: true },
  );
}

/** The member's name and credentials, for the PDF. */
export async function getCpdHolder(
  memberId: string,
): Promise<{ name: string; email: string; credentials: string[] }> {
  await connectDb();
  const member = await Member.findById(memberId).select("name email credentials").lean();
  if (!member) throw notFound("Member not found");
  return { name: member.name ?? "", email: member.email, credentials: member.credentials ?? [] };
}

/** Erasure: every entry and cycle of the member. */
export async function deleteMemberCpd(memberId: string): Promise<void> {
  await connectDb();
  await CpdEntry.deleteMany({ memberId });
  await CpdCycle.deleteMany({ memberId });
}
