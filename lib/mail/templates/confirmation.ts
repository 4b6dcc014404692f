// Double opt-in: the link opens a page with a button; nothing changes until the reader presses it.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type ConfirmationData = { confirmUrl: string };

export function confirmationMail(site: MailSite, { confirmUrl }: ConfirmationData): MailContent {
  return {
    subject: `Confirm your subscription to ${site.name}`,
    preview: "One click and you will get our HR news digest.",
    body: `        <mj-text>Please confirm that you want to receive the ${escapeHtml(site.name)} newsletter at this address.</mj-text>
        <mj-button href="${escapeHtml(confirmUrl)}">Confirm subscription</mj-button>
        <mj-text font-size="14px" color="#475569">The link is valid for 7 days. If you did not ask for this, ignore this mail: you will not hear from us again.</mj-text>`,
    text: `Please confirm that you want to receive the ${site.name} newsletter at this address:\n\n${confirmUrl}\n\nThe link is valid for 7 days. If you did not ask for this, ignore this mail: you will not hear from us again.`,
    reason: `Someone entered this address in the newsletter form at ${site.url}.`,
  };
}
