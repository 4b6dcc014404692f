// The periodic digest: the posts published since the previous one, newest first.
import type { MailContent, MailSite } from "../layout";
import { postListMjml, postListText, type MailPost } from "./post-list";

export type DigestData = { posts: MailPost[]; unsubscribeUrl: string };

export function digestMail(site: MailSite, { posts, unsubscribeUrl }: DigestData): MailContent {
  const count = posts.length === 1 ? "1 new post" : `${posts.length} new posts`;
  return {
    subject: `${site.name} digest: ${count}`,
    preview: posts[0]?.title ?? count,
    body: `        <mj-text font-size="20px" font-weight="bold">New on ${site.name}</mj-text>\n${postListMjml(posts)}`,
    text: `New on ${site.name}\n\n${postListText(posts)}`,
    reason: `You receive this because you subscribed to the ${site.name} newsletter.`,
    unsubscribeUrl,
  };
}
