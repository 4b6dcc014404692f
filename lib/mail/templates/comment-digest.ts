// A post author's daily digest of the new comments on their posts (instead of one mail each).
import { escapeHtml } from "../escape";
import type { MailContent, MailSite } from "../layout";

export type DigestComment = { name: string; content: string; state: string };
export type DigestPost = { title: string; url: string; comments: DigestComment[] };
export type CommentDigestData = { day: string; posts: DigestPost[]; inboxUrl: string };

export function commentDigestMail(site: MailSite, { day, posts, inboxUrl }: CommentDigestData): MailContent {
  const count = posts.reduce((sum, post) => sum + post.comments.length, 0);
  const subject = `${count} new comment${count === 1 ? "" : "s"} on your posts (${day})`;
  const line = (comment: DigestComment) =>
    `${comment.name}${comment.state === "approved" ? "" : ` (${comment.state})`}: ${comment.content.slice(0, 300)}`;
  return {
    subject,
    preview: posts.map((post) => post.title).join(", "),
    body: `        <mj-text font-weight="bold">${escapeHtml(subject)}</mj-text>
${posts
  .map(
    (
      post,
    ) => `        <mj-text padding-bottom="0" font-weight="bold"><a href="${escapeHtml(post.url)}" style="color:#1d4ed8">${escapeHtml(post.title)}</a></mj-text>
        <mj-text padding-top="4px" color="#334155">${post.comments.map((comment) => escapeHtml(line(comment))).join("<br />")}</mj-text>`,
  )
  .join("\n")}
        <mj-button href="${escapeHtml(inboxUrl)}">Open the moderation inbox</mj-button>`,
    text: `${subject}\n\n${posts
      .map(
        (post) =>
          `${post.title}\n${post.url}\n${post.comments.map((comment) => `* ${line(comment)}`).join("\n")}`,
      )
      .join("\n\n")}\n\nModeration inbox: ${inboxUrl}`,
    reason: `You receive this once a day because you are the author of these posts on ${site.name}.`,
  };
}
