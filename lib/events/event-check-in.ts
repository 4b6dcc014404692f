// Check-in at the door (issue 44): each registered guest has a QR code encoding a signed check-in
// URL, with a short code printed under it; the organiser scans or types it on
// /account/events/{id}/check-in. A checked-in member gets the verified CPD entry, as with a correct
// attendance code (once per member and event: models/EventAttendee.ts).
import "server-only";
import { isValidObjectId } from "mongoose";
import QRCode from "qrcode";
import { signToken, verifyToken } from "@/lib/auth/signed-tokens";
import { connectDb } from "@/lib/db";
import { DomainError, invalid, notFound } from "@/lib/errors";
import { mailSite } from "@/lib/mail/config";
import { recordVerifiedAttendance } from "@/lib/events/event-attendance";
import { ownEvent } from "@/lib/events/event-owners";
import { EventRegistration } from "@/models/EventRegistration";

export const CHECK_IN_FORGED = "This is not a check-in code we issued";
export const CHECK_IN_OTHER_EVENT = "This check-in code is for another event";
export const CHECK_IN_NOT_REGISTERED = "This guest has no seat at this event";
export const CHECK_IN_AGAIN = "This guest has already checked in";

const CODE = /^[A-HJ-NP-Z2-9]{4}-?[A-HJ-NP-Z2-9]{4}$/;
const isObjectId = (id: string) => /^[a-f0-9]{24}$/i.test(id) && isValidObjectId(id);

/** The URL a guest's QR code encodes: the organiser's check-in page with the signed token. */
export function checkInUrl(eventId: string, registrationId: string): string {
  const token = signToken("eventCheckIn", `${eventId}.${registrationId}`);
  return `${mailSite().url}/account/events/${eventId}/check-in?token=${encodeURIComponent(token)}`;
}

/** The QR code of a check-in URL, as PNG bytes. */
export async function checkInQrPng(eventId: string, registrationId: string): Promise<Buffer> {
  return QRCode.toBuffer(checkInUrl(eventId, registrationId), {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 320,
  });
}

/** What was scanned or typed: the check-in URL, its token, or the short code under the QR code. */
function readToken(raw: string): { code: string } | { eventId: string; registrationId: string } {
  let text = raw.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).searchParams.get("token") ?? "";
    } catch {
      throw invalid(CHECK_IN_FORGED);
    }
  }
  const code = text.toUpperCase();
  if (CODE.test(code)) return { code: code.includes("-") ? code : `${code.slice(0, 4)}-${code.slice(4)}` };
  const subject = verifyToken("eventCheckIn", text);
  const [eventId, registrationId] = subject?.split(".") ?? [];
  if (!eventId || !registrationId) throw invalid(CHECK_IN_FORGED);
  return { eventId, registrationId };
}

export type CheckInResult = { guest: { name: string }; checkedInAt: string };

/**
 * The organiser checks a guest in (403 for someone else's event): 400 for a forged token or another
 * event's, 409 with the first time for a guest already checked in.
 */
export async function checkInGuest(
  memberId: string,
  eventId: string,
  token: string,
  now = new Date(),
): Promise<CheckInResult> {
  if (!isObjectId(eventId)) throw notFound("Event not found");
  await ownEvent(memberId, eventId);
  const read = readToken(token);
  if ("eventId" in read && read.eventId !== eventId) throw invalid(CHECK_IN_OTHER_EVENT);
  await connectDb();
  const filter = "code" in read ? { eventId, code: read.code } : { _id: read.registrationId, eventId };
  const registration = await EventRegistration.findOne(filter)
    .select("name email state memberId checkedInAt")
    .lean();
  if (!registration) throw invalid("code" in read ? CHECK_IN_OTHER_EVENT : CHECK_IN_FORGED);
  if (registration.state !== "registered") throw invalid(CHECK_IN_NOT_REGISTERED);
  const name = registration.name || registration.email;
  const updated = await EventRegistration.updateOne(
    { _id: registration._id, checkedInAt: { $exists: false } },
    { $set: { checkedInAt: now } },
  );
  if (updated.modifiedCount === 0) {
    const first = await EventRegistration.findById(registration._id).select("checkedInAt").lean();
    const at = first?.checkedInAt ? new Date(first.checkedInAt).toISOString() : now.toISOString();
    throw new CheckInAgain(name, at);
  }
  if (registration.memberId)
    await recordVerifiedAttendance(String(registration.memberId), eventId, "checkIn");
  return { guest: { name }, checkedInAt: now.toISOString() };
}

/** 409 with the first check-in's time (the route answers it as JSON). */
export class CheckInAgain extends DomainError {
  constructor(
    readonly guestName: string,
    readonly checkedInAt: string,
  ) {
    super("conflict", CHECK_IN_AGAIN);
  }
}
