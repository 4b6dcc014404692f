// On-site applications (issue 43): a guest's address confirmation, the candidate's receipt (what
// was sent, not the file), the outcome (rejected or hired) and the owners' hourly digest.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type ApplicationConfirmData = { confirmUrl: string; jobTitle: string };
export type ApplicationReceiptData = {
  jobTitle: string;
  company: string;
  jobUrl: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  answers: Array<{ label: string; value: string }>;
  cvName: string;
  /** Members follow it in their account; a guest's receipt has none. */
  accountUrl?: string;
};
export type ApplicationDecisionData = {
  jobTitle: string;
  company: string;
  outcome: "rejected" | "hired";
  message: string;
};
export type ApplicationDigestData = {
  jobTitle: string;
  inboxUrl: string;
  applicants: Array<{ name: string; submittedAt: string }>;
};

const para = (text: string) => escapeHtml(text).replace(/\n/g, "<br />");

export function applicationConfirmMail(site: MailSite, data: ApplicationConfirmData): MailContent {
  return {
    subject: `Confirm your application: ${data.jobTitle}`,
    preview: "Your application reaches the employer once you confirm your address.",
    body: `        <mj-text>Please confirm your address to send your application for <strong>${escapeHtml(data.jobTitle)}</strong>. Nothing reaches the employer before you do.</mj-text>
        <mj-button href="${escapeHtml(data.confirmUrl)}">Confirm and send my application</mj-button>
        <mj-text font-size="14px" color="#475569">The link is valid for 7 days. If you did not apply, ignore this mail: the application is deleted.</mj-text>`,
    text: `Please confirm your address to send your application for "${data.jobTitle}". Nothing reaches the employer before you do.\n\n${data.confirmUrl}\n\nThe link is valid for 7 days. If you did not apply, ignore this mail: the application is deleted.`,
    reason: `Someone applied for a job on ${site.name} with this address.`,
  };
}

export function applicationReceiptMail(site: MailSite, data: ApplicationReceiptData): MailContent {
  const at = data.company ? ` at ${data.company}` : "";
  const rows: Array<[string, string]> = [
    ["Name", data.name],
    ["E-mail", data.email],
    ...(data.phone ? [["Phone", data.phone] as [string, string]] : []),
    ...data.answers.map((answer) => [answer.label, answer.value || "—"] as [string, string]),
    ["CV", data.cvName],
    ...(data.coverLetter ? [["Cover letter", data.coverLetter] as [string, string]] : []),
  ];
  const follow = data.accountUrl
    ? `Follow it in your account: ${data.accountUrl}`
    : "The employer will tell you the outcome by e-mail.";
  return {
    subject: `Your application: ${data.jobTitle}${at}`,
    preview: "Here is what you sent.",
    body: `        <mj-text>Your application for <a href="${escapeHtml(data.jobUrl)}" style="color:#1d4ed8">${escapeHtml(data.jobTitle)}</a>${escapeHtml(at)} has reached the employer. Here is what you sent:</mj-text>
${rows.map(([label, value]) => `        <mj-text padding-bottom="0" font-weight="bold">${escapeHtml(label)}</mj-text>\n        <mj-text padding-top="2px">${para(value)}</mj-text>`).join("\n")}
        <mj-text>${data.accountUrl ? `Follow it in <a href="${escapeHtml(data.accountUrl)}" style="color:#1d4ed8">your account</a>.` : "The employer will tell you the outcome by e-mail."}</mj-text>`,
    text: `Your application for "${data.jobTitle}"${at} (${data.jobUrl}) has reached the employer. Here is what you sent:\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${follow}`,
    reason: `You receive this because you applied for this job on ${site.name}.`,
  };
}

export function applicationDecisionMail(site: MailSite, data: ApplicationDecisionData): MailContent {
  const at = data.company ? ` at ${data.company}` : "";
  const subject =
    data.outcome === "hired"
      ? `Good news about your application: ${data.jobTitle}${at}`
      : `Your application: ${data.jobTitle}${at}`;
  return {
    subject,
    preview: data.outcome === "hired" ? "The employer has chosen you." : "The employer has made a decision.",
    body: `        <mj-text>About your application for <strong>${escapeHtml(data.jobTitle)}</strong>${escapeHtml(at)}, the employer writes:</mj-text>
        <mj-text>${para(data.message)}</mj-text>`,
    text: `About your application for "${data.jobTitle}"${at}, the employer writes:\n\n${data.message}`,
    reason: `You receive this because you applied for this job on ${site.name}.`,
  };
}

export function applicationDigestMail(site: MailSite, data: ApplicationDigestData): MailContent {
  const count =
    data.applicants.length === 1 ? "1 new application" : `${data.applicants.length} new applications`;
  return {
    subject: `${count}: ${data.jobTitle}`,
    preview: data.applicants.map((a) => a.name).join(", "),
    body: `        <mj-text>${escapeHtml(count)} for <strong>${escapeHtml(data.jobTitle)}</strong>:</mj-text>
        <mj-text>${data.applicants.map((a) => `${escapeHtml(a.name)} (${escapeHtml(a.submittedAt)})`).join("<br />")}</mj-text>
        <mj-button href="${escapeHtml(data.inboxUrl)}">Open the applications</mj-button>`,
    text: `${count} for "${data.jobTitle}":\n\n${data.applicants.map((a) => `* ${a.name} (${a.submittedAt})`).join("\n")}\n\nOpen the applications: ${data.inboxUrl}`,
    reason: `You receive this because you run this job on ${site.name} (at most one mail an hour per job).`,
  };
}
