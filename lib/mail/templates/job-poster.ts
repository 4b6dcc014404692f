// Mails to the person who posted a job (when they left an address): the expiry reminder and "filled".
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type JobReminderData = { title: string; jobUrl: string; expiresOn: string; dashboardUrl: string };
export type JobFilledData = { title: string; jobUrl: string };

export function jobReminderMail(site: MailSite, data: JobReminderData): MailContent {
  const ask = `To keep it listed longer, extend it from your jobs dashboard: ${data.dashboardUrl} (sign in with this address).`;
  return {
    subject: `Your job "${data.title}" expires on ${data.expiresOn}`,
    preview: `It stops being listed on ${site.name} on ${data.expiresOn}.`,
    body: `        <mj-text>Your job <a href="${escapeHtml(data.jobUrl)}" style="color:#1d4ed8">${escapeHtml(data.title)}</a> stops being listed on ${escapeHtml(site.name)} on ${escapeHtml(data.expiresOn)}.</mj-text>
        <mj-text>To keep it listed longer, extend it from <a href="${escapeHtml(data.dashboardUrl)}" style="color:#1d4ed8">your jobs dashboard</a> (sign in with this address).</mj-text>`,
    text: `Your job "${data.title}" (${data.jobUrl}) stops being listed on ${site.name} on ${data.expiresOn}.\n\n${ask}`,
    reason: `You receive this because you posted this job on ${site.name} and left your address.`,
  };
}

export function jobFilledMail(site: MailSite, data: JobFilledData): MailContent {
  return {
    subject: `Your job "${data.title}" is marked filled`,
    preview: "It no longer appears in the job listings.",
    body: `        <mj-text>Congratulations: your job <a href="${escapeHtml(data.jobUrl)}" style="color:#1d4ed8">${escapeHtml(data.title)}</a> is marked filled. It no longer appears in the ${escapeHtml(site.name)} job listings, and its page says it is no longer accepting applications.</mj-text>`,
    text: `Congratulations: your job "${data.title}" (${data.jobUrl}) is marked filled. It no longer appears in the ${site.name} job listings, and its page says it is no longer accepting applications.`,
    reason: `You receive this because you posted this job on ${site.name} and left your address.`,
  };
}
