// Conversation mails: a guest confirms reply notifications once, and "{name} replied to your
// comment on {title}" with the reply's text, a link to it and a one-click unsubscribe for the thread.
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type ReplyOptInConfirmationData = { confirmUrl: string };
export type CommentReplyData = {
  name: string;
  title: string;
  content: string;
  replyUrl: string;
  /** The thread's unsubscribe page (its API twin takes the RFC 8058 one-click POST). */
  unsubscribeUrl: string;
  preferencesUrl: string;
};

export function replyOptInConfirmationMail(
  site: MailSite,
  { confirmUrl }: ReplyOptInConfirmationData,
): MailContent {
  return {
    subject: `Confirm reply notifications from ${site.name}`,
    preview: "One click and we will tell you when someone answers your comments.",
    body: `        <mj-text>Please confirm that you want ${escapeHtml(site.name)} to e-mail you when someone replies to your comments.</mj-text>
        <mj-button href="${escapeHtml(confirmUrl)}">Confirm reply notifications</mj-button>
        <mj-text font-size="14px" color="#475569">The link is valid for 7 days. If you did not ask for this, ignore this mail: you will not hear from us again.</mj-text>`,
    text: `Please confirm that you want ${site.name} to e-mail you when someone replies to your comments:\n\n${confirmUrl}\n\nThe link is valid for 7 days. If you did not ask for this, ignore this mail: you will not hear from us again.`,
    reason: `Someone left this address with a comment at ${site.url} and asked to hear about replies.`,
  };
}

export function commentReplyMail(site: MailSite, data: CommentReplyData): MailContent {
  const subject = `${data.name} replied to your comment on ${data.title}`;
  return {
    subject,
    preview: data.content.slice(0, 120),
    body: `        <mj-text font-weight="bold">${escapeHtml(subject)}</mj-text>
        <mj-text css-class="reply" color="#334155">${escapeHtml(data.content).replace(/\n/g, "<br />")}</mj-text>
        <mj-button href="${escapeHtml(data.replyUrl)}">Read the reply</mj-button>
        <mj-text font-size="14px" color="#475569"><a href="${escapeHtml(data.preferencesUrl)}" style="color:#475569">All your mail preferences</a></mj-text>`,
    text: `${subject}\n\n${data.content}\n\nRead the reply: ${data.replyUrl}\n\nAll your mail preferences: ${data.preferencesUrl}`,
    reason: `You receive this because you asked to hear about replies to your comments on ${site.name}. The unsubscribe link stops mail about this conversation.`,
    unsubscribeUrl: data.unsubscribeUrl,
  };
}
