// The list of posts a digest or newsletter links to: title, subtitle, link.
import { escapeHtml } from "../escape";

export type MailPost = { title: string; subTitle: string; url: string };

export function postListMjml(posts: MailPost[]): string {
  return posts
    .map(
      (
        post,
      ) => `        <mj-text padding-bottom="0" font-size="18px" font-weight="bold"><a href="${escapeHtml(post.url)}" style="color:#1d4ed8">${escapeHtml(post.title)}</a></mj-text>
        <mj-text padding-top="4px" color="#334155">${escapeHtml(post.subTitle)}</mj-text>`,
    )
    .join("\n");
}

export function postListText(posts: MailPost[]): string {
  return posts.map((post) => `* ${post.title}\n  ${post.subTitle}\n  ${post.url}`).join("\n\n");
}
