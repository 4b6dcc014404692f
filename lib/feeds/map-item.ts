// One parsed feed item → the fields of an imported Blog, or the reason it is skipped.
import type { BlogCategory } from "@/lib/constants";
import { htmlToText, truncateText } from "@/lib/html/text";
import type { MediaNode, RawFeedItem } from "@/lib/feeds/parse-feed";
import { escapeHtml } from "@/lib/mail/escape";

export const RSS_SUBTITLE_MAX_LENGTH = 200;
const TITLE_MAX_LENGTH = 300;
const AUTHOR_MAX_LENGTH = 200;
const LINK_MAX_LENGTH = 2000;

export type ImportedBlogFields = {
  title: string;
  subTitle: string;
  /** Raw HTML: the caller passes it through blogTextFields, which sanitizes it. */
  description: string;
  image?: string;
  authorName: string;
  category: BlogCategory[];
  createdAt: Date;
  rssSource: string;
};

export type MappedItem = { ok: true; blog: ImportedBlogFields } | { ok: false; reason: string };

type FeedContext = { feedTitle: string | undefined; feedUrl: string; category: BlogCategory; now: Date };

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { _?: unknown })._ === "string")
    return (value as { _: string })._;
  return "";
}

function httpUrl(value: unknown): string | undefined {
  const raw = text(value).trim();
  if (!raw || raw.length > LINK_MAX_LENGTH) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The item's date when valid and not in the future, otherwise now. */
export function itemDate(item: Pick<RawFeedItem, "isoDate" | "pubDate">, now: Date): Date {
  for (const candidate of [item.isoDate, item.pubDate]) {
    if (!candidate) continue;
    const date = new Date(candidate);
    if (!Number.isNaN(date.getTime())) return date.getTime() > now.getTime() ? now : date;
  }
  return now;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

function mediaImage(nodes: MediaNode[] | undefined): string | undefined {
  for (const node of nodes ?? []) {
    const attributes = node?.$;
    if (!attributes) continue;
    const isImage =
      attributes.medium === "image" ||
      (attributes.type ?? "").startsWith("image/") ||
      (!attributes.medium && !attributes.type);
    const url = isImage ? httpUrl(attributes.url) : undefined;
    if (url) return url;
  }
  return undefined;
}

function firstContentImage(html: string): string | undefined {
  const match = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  return match ? httpUrl((match[1] ?? match[2] ?? match[3] ?? "").replace(/&amp;/g, "&")) : undefined;
}

/** The article image: an image enclosure, then media:content / media:thumbnail, then the first <img> in the content. */
export function itemImage(item: RawFeedItem, html: string): string | undefined {
  const enclosure = item.enclosure;
  if (
    enclosure?.url &&
    ((enclosure.type ?? "").startsWith("image/") || (!enclosure.type && IMAGE_EXTENSION.test(enclosure.url)))
  ) {
    const url = httpUrl(enclosure.url);
    if (url) return url;
  }
  return mediaImage(item.mediaContent) ?? mediaImage(item.mediaThumbnail) ?? firstContentImage(html);
}

function oneLine(value: string, max: number): string {
  return truncateText(htmlToText(value), max - 3);
}

export function mapFeedItem(item: RawFeedItem, context: FeedContext): MappedItem {
  const link = httpUrl(item.link) ?? httpUrl(item.guid);
  if (!link) return { ok: false, reason: "missing link" };
  const title = oneLine(text(item.title), TITLE_MAX_LENGTH);
  if (!title) return { ok: false, reason: "missing title" };

  const description =
    text(item["content:encoded"]) || text(item.content) || text(item.summary) || text(item.contentSnippet);
  const snippet = htmlToText(description);
  const subTitle = truncateText(snippet || title, RSS_SUBTITLE_MAX_LENGTH - 3);
  const hostname = new URL(context.feedUrl).hostname;
  const authorName =
    oneLine(text(item.creator) || text(item.author) || context.feedTitle || hostname, AUTHOR_MAX_LENGTH) ||
    hostname;

  return {
    ok: true,
    blog: {
      title,
      subTitle,
      description: description || `<p>${escapeHtml(title)}</p>`,
      image: itemImage(item, description),
      authorName,
      category: [context.category],
      createdAt: itemDate(item, context.now),
      rssSource: link,
    },
  };
}
