// Mails to members who marked "I'm going": the reminder about a day before the start, and the
// notice when the time, place or status changes. Each carries the event's .ics and a one-click
// unsubscribe that takes the member off the event's list.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type EventMailKind = "reminder" | "changed" | "cancelled" | "postponed";

export type EventMailData = {
  kind: EventMailKind;
  title: string;
  when: string;
  where: string;
  eventUrl: string;
  /** The event's unsubscribe page (its API twin takes the RFC 8058 one-click POST). */
  unsubscribeUrl: string;
};

const SUBJECTS: Record<EventMailKind, (title: string) => string> = {
  reminder: (title) => `Tomorrow: ${title}`,
  changed: (title) => `Changed: ${title}`,
  cancelled: (title) => `Cancelled: ${title}`,
  postponed: (title) => `Postponed: ${title}`,
};

const LEADS: Record<EventMailKind, string> = {
  reminder: "A reminder: the event you are going to starts in about a day.",
  changed: "The organiser changed the time or place of an event you are going to.",
  cancelled: "An event you are going to has been cancelled.",
  postponed: "An event you are going to has been postponed; a new date will follow.",
};

export function eventMail(site: MailSite, data: EventMailData): MailContent {
  const subject = SUBJECTS[data.kind](data.title);
  const lead = LEADS[data.kind];
  const calendarNote =
    data.kind === "cancelled"
      ? "The attached calendar file removes it from your calendar."
      : "The attached calendar file adds or updates it in your calendar.";
  return {
    subject,
    preview: `${data.when}${data.where ? ` · ${data.where}` : ""}`,
    body: `        <mj-text>${escapeHtml(lead)}</mj-text>
        <mj-text font-weight="bold">${escapeHtml(data.title)}</mj-text>
        <mj-text>${escapeHtml(data.when)}${data.where ? `<br />${escapeHtml(data.where)}` : ""}</mj-text>
        <mj-button href="${escapeHtml(data.eventUrl)}">See the event</mj-button>
        <mj-text font-size="14px" color="#475569">${escapeHtml(calendarNote)}</mj-text>`,
    text: `${lead}\n\n${data.title}\n${data.when}${data.where ? `\n${data.where}` : ""}\n\nSee the event: ${data.eventUrl}\n\n${calendarNote}`,
    reason: `You receive this because you marked "I'm going" for this event on ${site.name}. Unsubscribing takes you off the event's list.`,
    unsubscribeUrl: data.unsubscribeUrl,
  };
}
