// Verified attendance: each event has a short code its organiser (or staff) shows on a slide; a
// member who types it between the start and 14 days after the end gets a verified CPD entry with
// the event's credits, once.
import "server-only";
import { randomInt } from "node:crypto";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { conflict, invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import { DAY_MS } from "@/lib/dates";
import { createVerifiedEventEntry, type CpdEntryItem } from "@/lib/cpd/cpd";
import { issueAttendanceCredential } from "@/lib/credentials";
import { ownEvent } from "@/lib/events/event-owners";
import { eventEnd } from "@/lib/events/events";
import { Event } from "@/models/Event";
import { EventAttendee } from "@/models/EventAttendee";

export const ATTENDANCE_DAYS_AFTER_END = 14;
/** No 0/O or 1/I: read out in a room or from a slide. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 6;

export const WRONG_ATTENDANCE_CODE = "That attendance code is not right for this event";

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

const isObjectId = (id: string) => /^[a-f0-9]{24}$/i.test(id) && isValidObjectId(id);

/** The approved event's code, made on first read (compare-and-set: two first reads agree). */
async function attendanceCodeOf(eventId: string): Promise<string> {
  if (!isObjectId(eventId)) throw notFound("Event not found");
  await connectDb();
  const doc = await Event.findById(eventId).select("+attendanceCode isApproved").lean();
  if (!doc) throw notFound("Event not found");
  if (!doc.isApproved) throw conflict("The attendance code is available once the event is approved");
  if (doc.attendanceCode) return doc.attendanceCode;
  await Event.updateOne(
    { _id: eventId, attendanceCode: { $exists: false } },
    { $set: { attendanceCode: newCode() } },
  );
  const stored = await Event.findById(eventId).select("+attendanceCode").lean();
  if (!stored?.attendanceCode) throw notFound("Event not found");
  return stored.attendanceCode;
}

/** The organiser's read (403 for someone else's event). */
export async function ownerAttendanceCode(memberId: string, eventId: string): Promise<string> {
  await ownEvent(memberId, eventId);
  return attendanceCodeOf(eventId);
}

/** Staff read any approved event's code. */
export const staffAttendanceCode = attendanceCodeOf;

/** Checks the code and the window, then gives the verified entry once. */
export async function attendEvent(
  memberId: string,
  eventId: string,
  code: string,
  now = new Date(),
): Promise<CpdEntryItem> {
  if (!isObjectId(eventId)) throw notFound("Event not found");
  await connectDb();
  const event = await Event.findById(eventId).select("+attendanceCode isApproved date endDate status").lean();
  if (!event?.isApproved) throw notFound("Event not found");
  if (event.status === "cancelled") throw invalid("This event was cancelled");
  const start = new Date(event.date).getTime();
  const end = eventEnd(event).getTime();
  if (now.getTime() < start) throw invalid("Attendance codes are accepted once the event has started");
  if (now.getTime() > end + ATTENDANCE_DAYS_AFTER_END * DAY_MS)
    throw invalid(`Attendance codes are accepted until ${ATTENDANCE_DAYS_AFTER_END} days after the event`);
  if (!event.attendanceCode || event.attendanceCode !== code.trim().toUpperCase())
    throw invalid(WRONG_ATTENDANCE_CODE);
  const entry = await recordVerifiedAttendance(memberId, eventId, "code");
  if (!entry) throw conflict("Your attendance at this event is already in your CPD record");
  return entry;
}

export type AttendanceProof = "code" | "checkIn";

/**
 * Gives the verified CPD entry once per member and event, whichever proof comes first (the code, or
 * check-in at the door); a later proof is added to the record. Null when the entry was given already.
 */
export async function recordVerifiedAttendance(
  memberId: string,
  eventId: string,
  via: AttendanceProof,
): Promise<CpdEntryItem | null> {
  await connectDb();
  const _id = `${eventId}:${memberId}`;
  try {
    await EventAttendee.create({ _id, eventId, memberId, via: [via] });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const added = await EventAttendee.updateOne({ _id, via: { $ne: via } }, { $addToSet: { via } });
    // The certificate names every proof: re-signed when one is added.
    if (added.modifiedCount > 0) await issueAttendanceCredential(memberId, eventId);
    return null;
  }
  let entry: CpdEntryItem;
  try {
    entry = await createVerifiedEventEntry(memberId, eventId);
  } catch (error) {
    await EventAttendee.deleteOne({ _id });
    throw error;
  }
  // The certificate (issue 44): the entry stands even if signing fails; a later proof re-issues it.
  await issueAttendanceCredential(memberId, eventId).catch(() => undefined);
  return entry;
}

/** How the member's attendance at the event was verified (empty when it was not). */
export async function attendanceProofs(memberId: string, eventId: string): Promise<AttendanceProof[]> {
  await connectDb();
  const row = await EventAttendee.findById(`${eventId}:${memberId}`).select("via").lean();
  if (!row) return [];
  return row.via?.length ? (row.via as AttendanceProof[]) : ["code"];
}

export async function deleteMemberAttendance(memberId: string): Promise<void> {
  await connectDb();
  await EventAttendee.deleteMany({ memberId });
}
