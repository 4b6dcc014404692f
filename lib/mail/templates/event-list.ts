// The upcoming events a digest lists: title linked to its page, when, where and the CPD credits.
import { escapeHtml } from "../escape";

/** An event as a mail shows it: every part already text (dates in the event's zone, credits formatted). */
export type MailEvent = { title: string; url: string; when: string; where: string; credits: string };

function details(event: MailEvent): string[] {
  return [event.when, event.where, event.credits ? `CPD: ${event.credits}` : ""].filter(Boolean);
}

export function eventListMjml(events: MailEvent[]): string {
  return events
    .map(
      (
        event,
      ) => `        <mj-text padding-bottom="0" font-size="16px" font-weight="bold"><a href="${escapeHtml(event.url)}" style="color:#1d4ed8">${escapeHtml(event.title)}</a></mj-text>
        <mj-text padding-top="4px" color="#334155">${details(event).map(escapeHtml).join("<br />")}</mj-text>`,
    )
    .join("\n");
}

export function eventListText(events: MailEvent[]): string {
  return events.map((event) => [`* ${event.title}`, ...details(event), event.url].join("\n  ")).join("\n\n");
}
