// WordPress's export (WXR: Tools → Export), read as a stream in two passes. The first learns what
// items refer to (authors' display names, attachment URLs, venues) and checks the whole file before
// anything is stored; the second turns each <item> into a post, a WP Job Manager job, a The Events
// Calendar event, or a skipped item.
import { fromWallTime } from "@/lib/dates";
import { ImportFileError, type ImportedComment, type ImportedItem, type ImportedPostStatus } from "./types";
import { childText, childrenNamed, readXmlItems, type XmlNode } from "./xml-items";

type Source = () => AsyncIterable<Buffer | string>;

export type WxrContext = {
  site: string;
  authors: Map<string, string>;
  attachments: Map<string, string>;
  venues: Map<string, string>;
  items: number;
};

const COLLECTED = new Set(["item", "wp:author", "wp:base_site_url", "wp:wxr_version"]);
const STATUSES: Record<string, ImportedPostStatus> = {
  publish: "published",
  draft: "draft",
  future: "scheduled",
};

function metaOf(item: XmlNode): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of childrenNamed(item, "wp:postmeta"))
    meta.set(childText(entry, "wp:meta_key"), childText(entry, "wp:meta_value"));
  return meta;
}

/** `2023-05-01 10:00:00` in UTC (the `_gmt` fields), or in the event's own zone. */
function wpDate(value: string, timeZone = "UTC"): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match || match[1] === "0000") return undefined;
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = match;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const date = timeZone === "UTC" ? new Date(`${local}Z`) : fromWallTime(local, timeZone);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function postDate(item: XmlNode): Date {
  return (
    wpDate(childText(item, "wp:post_date_gmt")) ??
    wpDate(childText(item, "wp:post_date")) ??
    (Date.parse(childText(item, "pubDate")) ? new Date(childText(item, "pubDate")) : new Date())
  );
}

export async function scanWxr(source: Source): Promise<WxrContext> {
  const context: WxrContext = {
    site: "",
    authors: new Map(),
    attachments: new Map(),
    venues: new Map(),
    items: 0,
  };
  let version = "";
  const root = await readXmlItems(source(), COLLECTED, async (node) => {
    if (node.name === "wp:wxr_version") version = node.text.trim();
    else if (node.name === "wp:base_site_url") context.site ||= node.text.trim();
    else if (node.name === "wp:author")
      context.authors.set(
        childText(node, "wp:author_login"),
        childText(node, "wp:author_display_name") || childText(node, "wp:author_login"),
      );
    else if (node.name === "item") {
      context.items += 1;
      const id = childText(node, "wp:post_id");
      const type = childText(node, "wp:post_type");
      if (type === "attachment") context.attachments.set(id, childText(node, "wp:attachment_url"));
      if (type === "tribe_venue") {
        const meta = metaOf(node);
        const parts = ["_VenueAddress", "_VenueCity", "_VenueStateProvince", "_VenueCountry"]
          .map((key) => meta.get(key) ?? "")
          .filter(Boolean);
        context.venues.set(id, [childText(node, "title"), ...parts].filter(Boolean).join(", "));
      }
    }
  });
  if (root.name !== "rss" || !version)
    throw new ImportFileError("This is not a WordPress export file (WXR): it has no <wp:wxr_version>");
  return context;
}

function commentsOf(item: XmlNode, postKey: string): ImportedComment[] {
  return childrenNamed(item, "wp:comment")
    .filter((comment) => childText(comment, "wp:comment_approved") === "1")
    .filter((comment) => ["", "comment"].includes(childText(comment, "wp:comment_type")))
    .map((comment) => {
      const parent = childText(comment, "wp:comment_parent");
      return {
        sourceId: `${postKey}:comment:${childText(comment, "wp:comment_id")}`,
        parentSourceId: parent && parent !== "0" ? `${postKey}:comment:${parent}` : null,
        name: childText(comment, "wp:comment_author") || "Anonymous",
        content: childText(comment, "wp:comment_content"),
        date:
          wpDate(childText(comment, "wp:comment_date_gmt")) ??
          wpDate(childText(comment, "wp:comment_date")) ??
          new Date(),
      };
    });
}

function termsOf(item: XmlNode, domain: string): string[] {
  return childrenNamed(item, "category")
    .filter((term) => term.attrs.domain === domain)
    .map((term) => term.text.trim())
    .filter(Boolean);
}

/** The old addresses of a post: its permalink's path and `/?p=ID`. */
function legacyPathsOf(item: XmlNode, id: string): string[] {
  const paths = [`/?p=${id}`];
  try {
    const link = new URL(childText(item, "link"));
    if (link.pathname !== "/") paths.push(link.pathname.endsWith("/") ? link.pathname : `${link.pathname}/`);
  } catch {
    // No usable permalink: /?p= is enough.
  }
  return [...new Set(paths)];
}

function mapItem(item: XmlNode, context: WxrContext): ImportedItem {
  const id = childText(item, "wp:post_id");
  const type = childText(item, "wp:post_type");
  const key = `wordpress:${context.site}:${id}`;
  const status = childText(item, "wp:status");
  const title = childText(item, "title");
  const html = childText(item, "content:encoded");
  const meta = metaOf(item);
  if (type === "post") {
    const mapped = STATUSES[status];
    if (!mapped) return { kind: "skipped", sourceId: key, reason: `post with status ${status || "none"}` };
    const thumbnail = meta.get("_thumbnail_id");
    const creator = childText(item, "dc:creator");
    return {
      kind: "post",
      sourceId: key,
      title: title || "(untitled)",
      subTitle: childText(item, "excerpt:encoded"),
      html,
      status: mapped,
      date: postDate(item),
      authorName: context.authors.get(creator) ?? creator ?? "",
      categories: termsOf(item, "category"),
      tags: termsOf(item, "post_tag"),
      featureImage: thumbnail ? context.attachments.get(thumbnail) : undefined,
      legacyPaths: legacyPathsOf(item, id),
      comments: commentsOf(item, key),
    };
  }
  const published = status === "publish";
  if (type === "job_listing") {
    const application = meta.get("_application") ?? "";
    const isEmail = /^[^@\s]+@[^@\s]+$/.test(application);
    return {
      kind: "job",
      sourceId: key,
      title: title || "(untitled)",
      html,
      company: meta.get("_company_name") ?? "",
      location: meta.get("_job_location") ?? "",
      remote: meta.get("_remote_position") === "1",
      filled: meta.get("_filled") === "1",
      expires: wpDate(meta.get("_job_expires") ?? ""),
      applyUrl: !isEmail && /^https?:\/\//.test(application) ? application : undefined,
      applyEmail: isEmail ? application : undefined,
      date: postDate(item),
      published,
    };
  }
  if (type === "tribe_events") {
    const timeZone = meta.get("_EventTimezone") || "UTC";
    const start =
      wpDate(meta.get("_EventStartDateUTC") ?? "") ?? wpDate(meta.get("_EventStartDate") ?? "", timeZone);
    if (!start) return { kind: "skipped", sourceId: key, reason: "event without a start date" };
    const cost = Number.parseFloat((meta.get("_EventCost") ?? "").replace(/[^0-9.]/g, ""));
    return {
      kind: "event",
      sourceId: key,
      title: title || "(untitled)",
      html,
      start,
      end: wpDate(meta.get("_EventEndDateUTC") ?? "") ?? wpDate(meta.get("_EventEndDate") ?? "", timeZone),
      timeZone,
      venue: context.venues.get(meta.get("_EventVenueID") ?? "") ?? "",
      cost: Number.isFinite(cost)
        ? { amount: cost, currency: meta.get("_EventCurrencyCode") || "USD" }
        : undefined,
      url: meta.get("_EventURL") || undefined,
      date: postDate(item),
      published,
    };
  }
  return { kind: "skipped", sourceId: key, reason: type || "item without a type" };
}

/** The second pass: every item of the file, mapped, in file order (attachments and venues skipped). */
export async function readWxr(
  source: Source,
  context: WxrContext,
  onItem: (item: ImportedItem) => Promise<void>,
): Promise<void> {
  await readXmlItems(source(), new Set(["item"]), async (node) => {
    const type = childText(node, "wp:post_type");
    if (type === "attachment" || type === "tribe_venue") return;
    await onItem(mapItem(node, context));
  });
}
