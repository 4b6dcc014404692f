// A newsletter written by staff: their (sanitized) rich text, then any posts they picked.
import type { MailContent, MailSite } from "../layout";
import { postListMjml, postListText, type MailPost } from "./post-list";

export type NewsletterData = {
  subject: string;
  /** Sanitized HTML with absolute links. */
  bodyHtml: string;
  bodyText: string;
  posts: MailPost[];
  unsubscribeUrl: string;
};

export function newsletterMail(site: MailSite, data: NewsletterData): MailContent {
  const parts = [
    data.bodyHtml.trim() ? `        <mj-text>${data.bodyHtml}</mj-text>` : "",
    postListMjml(data.posts),
  ];
  const textParts = [data.bodyText.trim(), postListText(data.posts)];
  return {
    subject: data.subject,
    preview: data.bodyText.slice(0, 120) || data.posts[0]?.title || data.subject,
    body: parts.filter(Boolean).join("\n"),
    text: textParts.filter(Boolean).join("\n\n"),
    reason: `You receive this because you subscribed to the ${site.name} newsletter.`,
    unsubscribeUrl: data.unsubscribeUrl,
  };
}
