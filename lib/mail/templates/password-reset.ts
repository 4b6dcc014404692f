// A password reset asked for on the sign-in screen.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type PasswordResetData = { name: string; resetUrl: string };

export function passwordResetMail(site: MailSite, data: PasswordResetData): MailContent {
  return {
    subject: `Reset your ${site.name} password`,
    preview: "Choose a new password.",
    body: `        <mj-text>Hello ${escapeHtml(data.name)},</mj-text>
        <mj-text>Someone asked to reset the password of your ${escapeHtml(site.name)} account. Choose a new one here:</mj-text>
        <mj-button href="${escapeHtml(data.resetUrl)}">Choose a new password</mj-button>
        <mj-text font-size="14px" color="#475569">The link works once and is valid for 1 hour. If you did not ask for this, ignore this mail: your password stays as it is.</mj-text>`,
    text: `Hello ${data.name},\n\nSomeone asked to reset the password of your ${site.name} account. Choose a new one here:\n\n${data.resetUrl}\n\nThe link works once and is valid for 1 hour. If you did not ask for this, ignore this mail: your password stays as it is.`,
    reason: `Someone entered this address in the "Forgot your password?" form at ${site.url}.`,
  };
}
