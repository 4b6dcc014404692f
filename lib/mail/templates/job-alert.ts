// Job alerts: the double opt-in confirmation and the list of new matching jobs.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type JobAlertConfirmationData = { confirmUrl: string; summary: string };
export type MailJob = { title: string; detail: string; url: string };
export type JobAlertData = { jobs: MailJob[]; summary: string; unsubscribeUrl: string };

export function jobAlertConfirmationMail(
  site: MailSite,
  { confirmUrl, summary }: JobAlertConfirmationData,
): MailContent {
  return {
    subject: `Confirm your job alert on ${site.name}`,
    preview: `New jobs: ${summary}`,
    body: `        <mj-text>Please confirm that you want ${escapeHtml(site.name)} to mail you new jobs at this address: ${escapeHtml(summary)}.</mj-text>
        <mj-button href="${escapeHtml(confirmUrl)}">Confirm job alert</mj-button>
        <mj-text font-size="14px" color="#475569">The link is valid for 7 days. If you did not ask for this, ignore this mail: you will not hear from us again.</mj-text>`,
    text: `Please confirm that you want ${site.name} to mail you new jobs at this address: ${summary}.\n\n${confirmUrl}\n\nThe link is valid for 7 days. If you did not ask for this, ignore this mail: you will not hear from us again.`,
    reason: `Someone entered this address in the job alert form at ${site.url}/jobs.`,
  };
}

export function jobAlertMail(site: MailSite, { jobs, summary, unsubscribeUrl }: JobAlertData): MailContent {
  const count = jobs.length === 1 ? "1 new job" : `${jobs.length} new jobs`;
  return {
    subject: `${count} on ${site.name}: ${summary}`,
    preview: jobs[0]?.title ?? count,
    body: `        <mj-text font-size="20px" font-weight="bold">${escapeHtml(count)}: ${escapeHtml(summary)}</mj-text>
${jobs
  .map(
    (
      job,
    ) => `        <mj-text padding-bottom="0" font-size="18px" font-weight="bold"><a href="${escapeHtml(job.url)}" style="color:#1d4ed8">${escapeHtml(job.title)}</a></mj-text>
        <mj-text padding-top="4px" color="#334155">${escapeHtml(job.detail)}</mj-text>`,
  )
  .join("\n")}`,
    text: `${count}: ${summary}\n\n${jobs.map((job) => `* ${job.title}\n  ${job.detail}\n  ${job.url}`).join("\n\n")}`,
    reason: `You receive this because you set up a job alert on ${site.name}.`,
    unsubscribeUrl,
  };
}
