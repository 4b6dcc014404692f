// The periodic digest: the posts published since the previous one, newest first, then the
// upcoming events with their CPD credits.
import type { MailContent, MailSite } from "../layout";
import { eventListMjml, eventListText, type MailEvent } from "./event-list";
import { postListMjml, postListText, type MailPost } from "./post-list";

export type DigestData = { posts: MailPost[]; events?: MailEvent[]; unsubscribeUrl: string };

const EVENTS_HEADING = "Upcoming events";

export function digestMail(site: MailSite, { posts, events = [], unsubscribeUrl }: DigestData): MailContent {
  const count = posts.length === 1 ? "1 new post" : `${posts.length} new posts`;
  const eventsMjml = events.length
    ? `\n        <mj-text padding-top="24px" font-size="20px" font-weight="bold">${EVENTS_HEADING}</mj-text>\n${eventListMjml(events)}`
    : "";
  const eventsText = events.length ? `\n\n${EVENTS_HEADING}\n\n${eventListText(events)}` : "";
  return {
    subject: `${site.name} digest: ${count}`,
    preview: posts[0]?.title ?? count,
    body: `        <mj-text font-size="20px" font-weight="bold">New on ${site.name}</mj-text>\n${postListMjml(posts)}${eventsMjml}`,
    text: `New on ${site.name}\n\n${postListText(posts)}${eventsText}`,
    reason: `You receive this because you subscribed to the ${site.name} newsletter.`,
    unsubscribeUrl,
  };
}
