// Registrations for events with seats (issue 44): what the guest's state is now (registered,
// waitlisted, promoted from the waitlist, waiting for the organiser's approval, declined). A seat
// carries the guest's personal join link (online and hybrid events) and the event's .ics.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type EventRegistrationConfirmData = { confirmUrl: string; title: string };

export function eventRegistrationConfirmMail(
  site: MailSite,
  data: EventRegistrationConfirmData,
): MailContent {
  return {
    subject: `Confirm your registration: ${data.title}`,
    preview: "You are registered once you confirm your address.",
    body: `        <mj-text>Please confirm your address to register for <strong>${escapeHtml(data.title)}</strong>. Nothing is booked before you do.</mj-text>
        <mj-button href="${escapeHtml(data.confirmUrl)}">Confirm my registration</mj-button>
        <mj-text font-size="14px" color="#475569">The link is valid for 7 days. If you did not register, ignore this mail.</mj-text>`,
    text: `Please confirm your address to register for "${data.title}". Nothing is booked before you do.\n\n${data.confirmUrl}\n\nThe link is valid for 7 days. If you did not register, ignore this mail.`,
    reason: `Someone registered for an event on ${site.name} with this address.`,
  };
}

export type EventRegistrationMailKind = "registered" | "waitlisted" | "promoted" | "pending" | "declined";

export type EventRegistrationData = {
  kind: EventRegistrationMailKind;
  title: string;
  when: string;
  where: string;
  eventUrl: string;
  /** The guest's personal join link (online and hybrid events with a seat). */
  joinUrl?: string;
  /** The code the organiser types at the door, when the guest has a seat. */
  checkInCode?: string;
  /** The content id of the inline check-in QR code image (sent with the mail). */
  qrCid?: string;
};

const SUBJECTS: Record<EventRegistrationMailKind, (title: string) => string> = {
  registered: (title) => `You're registered: ${title}`,
  waitlisted: (title) => `You're on the waitlist: ${title}`,
  promoted: (title) => `A seat is yours: ${title}`,
  pending: (title) => `Registration received: ${title}`,
  declined: (title) => `Registration declined: ${title}`,
};

const LEADS: Record<EventRegistrationMailKind, string> = {
  registered: "Your seat is booked.",
  waitlisted:
    "The event is full, so you are on the waitlist. If a seat frees up, it is yours and we mail you at once.",
  promoted: "A seat freed up and it is yours: you moved up from the waitlist.",
  pending: "The organiser approves each registration. We mail you when they decide.",
  declined: "The organiser could not offer you a place at this event.",
};

export function eventRegistrationMail(site: MailSite, data: EventRegistrationData): MailContent {
  const seat = data.kind === "registered" || data.kind === "promoted";
  const join = seat && data.joinUrl ? data.joinUrl : "";
  const code = seat && data.checkInCode ? data.checkInCode : "";
  const calendarNote = seat ? "The attached calendar file adds it to your calendar." : "";
  return {
    subject: SUBJECTS[data.kind](data.title),
    preview: `${data.when}${data.where ? ` · ${data.where}` : ""}`,
    body: `        <mj-text>${escapeHtml(LEADS[data.kind])}</mj-text>
        <mj-text font-weight="bold">${escapeHtml(data.title)}</mj-text>
        <mj-text>${escapeHtml(data.when)}${data.where ? `<br />${escapeHtml(data.where)}` : ""}</mj-text>${
          join
            ? `
        <mj-button href="${escapeHtml(join)}">Join online</mj-button>
        <mj-text font-size="14px" color="#475569">This link is yours alone: it opens the meeting from 30 minutes before the start.</mj-text>`
            : ""
        }${
          code
            ? `${
                data.qrCid
                  ? `
        <mj-image src="cid:${escapeHtml(data.qrCid)}" alt="Your check-in QR code" width="200px" />`
                  : ""
              }
        <mj-text>Your check-in code at the door: <strong>${escapeHtml(code)}</strong></mj-text>`
            : ""
        }
        <mj-button href="${escapeHtml(data.eventUrl)}">See the event</mj-button>${
          calendarNote
            ? `
        <mj-text font-size="14px" color="#475569">${escapeHtml(calendarNote)}</mj-text>`
            : ""
        }`,
    text: [
      LEADS[data.kind],
      `${data.title}\n${data.when}${data.where ? `\n${data.where}` : ""}`,
      join ? `Join online (your own link, open from 30 minutes before the start): ${join}` : "",
      code ? `Your check-in code at the door: ${code}` : "",
      `See the event: ${data.eventUrl}`,
      calendarNote,
    ]
      .filter(Boolean)
      .join("\n\n"),
    reason: `You receive this because you registered for this event on ${site.name}.`,
  };
}
