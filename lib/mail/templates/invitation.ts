// A staff invitation: the link opens a form where the colleague chooses a password.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type InvitationData = { name: string; invitedBy: string; role: string; setPasswordUrl: string };

export function invitationMail(site: MailSite, data: InvitationData): MailContent {
  const intro = `${data.invitedBy} invited you to the ${site.name} back-office as ${data.role === "admin" ? "an admin" : "an editor"}.`;
  return {
    subject: `You are invited to ${site.name}`,
    preview: "Choose a password to finish setting up your account.",
    body: `        <mj-text>Hello ${escapeHtml(data.name)},</mj-text>
        <mj-text>${escapeHtml(intro)} Choose a password to finish setting up your account.</mj-text>
        <mj-button href="${escapeHtml(data.setPasswordUrl)}">Choose a password</mj-button>
        <mj-text font-size="14px" color="#475569">The link works once and is valid for 72 hours.</mj-text>`,
    text: `Hello ${data.name},\n\n${intro} Choose a password to finish setting up your account:\n\n${data.setPasswordUrl}\n\nThe link works once and is valid for 72 hours.`,
    reason: `An admin of ${site.url} invited this address.`,
  };
}
