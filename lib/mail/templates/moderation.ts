// Word back to a submitter (issue 18): their comment, event or job was approved (with its public
// link) or rejected (with the moderator's reason). Sent only when the form's e-mail was given.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type SubmissionKind = "comment" | "event" | "job";

export type ModerationApprovedData = { kind: SubmissionKind; title: string; url: string };
export type ModerationRejectedData = { kind: SubmissionKind; title: string; reason: string };

const NOUN: Record<SubmissionKind, string> = { comment: "comment", event: "event", job: "job posting" };

function reasonLine(site: MailSite, kind: SubmissionKind): string {
  return `You gave this address when you submitted a ${NOUN[kind]} at ${site.url}.`;
}

export function moderationApprovedMail(site: MailSite, data: ModerationApprovedData): MailContent {
  const noun = NOUN[data.kind];
  const where = data.kind === "comment" ? "It now shows under the post" : "It is now public";
  return {
    subject: `Your ${noun} is live on ${site.name}`,
    preview: `“${data.title}” was approved.`,
    body: `        <mj-text>Good news: your ${noun} “${escapeHtml(data.title)}” was approved. ${where}:</mj-text>
        <mj-button href="${escapeHtml(data.url)}">View it on ${escapeHtml(site.name)}</mj-button>`,
    text: `Good news: your ${noun} “${data.title}” was approved. ${where}:\n\n${data.url}`,
    reason: reasonLine(site, data.kind),
  };
}

export function moderationRejectedMail(site: MailSite, data: ModerationRejectedData): MailContent {
  const noun = NOUN[data.kind];
  return {
    subject: `Your ${noun} was not published on ${site.name}`,
    preview: `“${data.title}” was not approved.`,
    body: `        <mj-text>Thank you for your ${noun} “${escapeHtml(data.title)}”. Our moderators did not publish it, for this reason:</mj-text>
        <mj-text font-weight="bold">${escapeHtml(data.reason)}</mj-text>
        <mj-text>You are welcome to submit it again with the details changed.</mj-text>`,
    text: `Thank you for your ${noun} “${data.title}”. Our moderators did not publish it, for this reason:\n\nReason: ${data.reason}\n\nYou are welcome to submit it again with the details changed.`,
    reason: reasonLine(site, data.kind),
  };
}
