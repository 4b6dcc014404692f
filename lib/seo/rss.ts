// RSS 2.0 for our published posts: every text is XML-escaped and control characters are dropped.
import { absoluteUrl, blogPath } from "@/lib/seo/urls";
import type { Site } from "@/lib/seo/site";

export type RssPost = {
  _id: string;
  title: string;
  summary: string;
  authorName: string;
  categories: string[];
  createdAt: string;
};

// XML 1.0 forbids most C0 control characters even when escaped.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(site: Site, post: RssPost): string {
  const link = absoluteUrl(site.url, blogPath(post._id));
  const lines = [
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${rfc822(post.createdAt)}</pubDate>`,
    `<description>${escapeXml(post.summary)}</description>`,
    ...(post.authorName ? [`<dc:creator>${escapeXml(post.authorName)}</dc:creator>`] : []),
    ...post.categories.map((category) => `<category>${escapeXml(category)}</category>`),
  ];
  return `    <item>\n      ${lines.join("\n      ")}\n    </item>`;
}

/** A feed's own address, title and page: the site-wide feed by default, or a category's. */
export type RssChannel = { selfPath: string; title: string; pagePath: string };

/** The whole feed document; `posts` newest first. */
export function rssFeedXml(
  site: Site,
  posts: RssPost[],
  description: string,
  channel: RssChannel = { selfPath: "/feed.xml", title: site.name, pagePath: "/" },
): string {
  const self = absoluteUrl(site.url, channel.selfPath);
  const lastBuild = posts[0] ? rfc822(posts[0].createdAt) : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(absoluteUrl(site.url, channel.pagePath))}</link>
    <description>${escapeXml(description)}</description>
    <language>en</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${posts.map((post) => item(site, post)).join("\n")}
  </channel>
</rss>
`;
}
