// "Your SHRM cycle ends on … and you have 38 of 60 PDCs": the one reminder 90 days before a CPD
// cycle ends while the member is short of credits.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type CpdReminderData = { body: string; endsOn: string; progress: string; recordUrl: string };

export function cpdReminderMail(site: MailSite, data: CpdReminderData): MailContent {
  const lead = `Your ${data.body} recertification cycle ends on ${data.endsOn}, and your record is still short: ${data.progress}.`;
  return {
    subject: `Your ${data.body} cycle ends on ${data.endsOn}`,
    preview: data.progress,
    body: `        <mj-text>${escapeHtml(lead)}</mj-text>
        <mj-button href="${escapeHtml(data.recordUrl)}">Open my CPD record</mj-button>`,
    text: `${lead}\n\nOpen your CPD record: ${data.recordUrl}`,
    reason: `You receive this once per cycle because you set your ${data.body} cycle in your CPD record on ${site.name}.`,
  };
}
