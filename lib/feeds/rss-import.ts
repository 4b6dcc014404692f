// One RSS import run: every configured and stored feed fetched, parsed and upserted into the blog,
// each item inserted at most once (keyed by its link), failures recorded per feed.
import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { isDatabaseDownError, isDuplicateKeyError } from "@/lib/errors";
import { blogTextFields } from "@/lib/posts/blog-text";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { emitWebhookEvent } from "@/lib/integrations/webhooks";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { htmlToText } from "@/lib/html/text";
import { type FeedSource, listFeedSources, recordFeedRun } from "@/lib/feeds/feeds";
import { deleteStoredImage } from "@/lib/images/images";
import { importItemImage } from "@/lib/feeds/rss-images";
import { FeedFetchError, fetchFeedText } from "@/lib/feeds/fetch-feed";
import { type ImportedBlogFields, mapFeedItem } from "@/lib/feeds/map-item";
import { FeedParseError, parseFeedXml } from "@/lib/feeds/parse-feed";
import { Blog } from "@/models/Blog";

/** Items read from one feed per run (feeds list newest first). */
export const RSS_ITEMS_PER_FEED = 100;
/** Feeds fetched at the same time. */
const FEED_CONCURRENCY = 4;

export type RssImportFailure = { feed: string; message: string };

export type RssImportResult = {
  /** New blogs created. */
  imported: number;
  /** Items left out because they had no usable link or title. */
  skipped: number;
  /** Items already imported before (by an earlier or a concurrent run). */
  existing: number;
  failed: RssImportFailure[];
  feeds: number;
};

type FeedOutcome = {
  imported: number;
  skipped: number;
  existing: number;
  error?: string;
  title?: string;
  /** The posts this run created (their `blog:{id}` tags tell the search index to read them). */
  createdIds: string[];
};

/**
 * Imports one new item: its image (if any) is fetched and stored first, then the post is inserted
 * unless a blog with its link exists. Items imported before are skipped without fetching anything.
 * The new post's id when this call created it, otherwise null.
 */
export async function importFeedItem(
  blog: ImportedBlogFields,
  now: Date,
  allowPrivate: boolean,
): Promise<string | null> {
  if (await Blog.exists({ rssSource: blog.rssSource })) return null;
  const image = blog.image ? await importItemImage(blog.image, allowPrivate) : undefined;
  const created = await upsertImportedBlog({ ...blog, image }, now);
  // A concurrent run inserted the same link meanwhile: its copy keeps its own image.
  if (!created && image) await deleteStoredImage(image);
  if (created) emitWebhookEvent("post.published", { id: created, title: blog.title });
  return created;
}

/** Inserts the item unless a blog with its link exists; true when this call created it. */
export async function upsertImportedBlog(blog: ImportedBlogFields, now: Date): Promise<string | null> {
  const text = blogTextFields({ title: blog.title, subTitle: blog.subTitle, description: blog.description });
  const insert: Record<string, unknown> = {
    title: blog.title,
    subTitle: blog.subTitle,
    ...text,
    author: { name: blog.authorName },
    category: blog.category,
    isPublished: true,
    isFromRss: true,
    // Set here (timestamps are off for this update) so the article keeps the feed's own date.
    createdAt: blog.createdAt,
    updatedAt: now,
  };
  if (blog.image) insert.image = blog.image;
  try {
    const result = await Blog.updateOne(
      { rssSource: blog.rssSource },
      { $setOnInsert: insert },
      { upsert: true, timestamps: false },
    );
    return result.upsertedCount > 0 && result.upsertedId ? String(result.upsertedId) : null;
  } catch (error) {
    // A concurrent run inserted the same link between our match and our insert.
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
}

async function importFeed(source: FeedSource, allowPrivate: boolean): Promise<FeedOutcome> {
  const outcome: FeedOutcome = { imported: 0, skipped: 0, existing: 0, createdIds: [] };
  try {
    const xml = await fetchFeedText(source.url, { allowPrivate });
    const feed = await parseFeedXml(xml);
    outcome.title = feed.title ? htmlToText(feed.title) : undefined;
    const now = new Date();
    for (const item of feed.items.slice(0, RSS_ITEMS_PER_FEED)) {
      const mapped = mapFeedItem(item, {
        feedTitle: feed.title,
        feedUrl: source.url,
        category: source.category,
        now,
      });
      if (!mapped.ok) {
        outcome.skipped += 1;
        continue;
      }
      const createdId = await importFeedItem(mapped.blog, now, allowPrivate);
      if (createdId) {
        outcome.imported += 1;
        outcome.createdIds.push(createdId);
      } else outcome.existing += 1;
    }
  } catch (error) {
    if (isDatabaseDownError(error)) throw error;
    if (error instanceof FeedFetchError || error instanceof FeedParseError) outcome.error = error.message;
    else {
      outcome.error = "The feed could not be imported";
      console.error(
        JSON.stringify({ level: "error", event: "rss-import-feed", feed: source.url, error: String(error) }),
      );
    }
  }
  return outcome;
}

async function mapWithConcurrency<T, R>(
  values: T[],
  limit: number,
  fn: (value: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      results[index] = await fn(values[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, values.length) }, worker));
  return results;
}

/** Imports every feed; `actor` is the staff member who pressed the button, or null for the scheduler. */
export async function runRssImport(actor: SessionUser | null): Promise<RssImportResult> {
  const trigger = actor ? "staff" : "cron";
  const started = Date.now();
  await connectDb();
  const allowPrivate = getEnv().RSS_ALLOW_PRIVATE_HOSTS;
  const sources = await listFeedSources();

  const outcomes = await mapWithConcurrency(sources, FEED_CONCURRENCY, async (source) => {
    const outcome = await importFeed(source, allowPrivate);
    if (source.id) {
      await recordFeedRun(source.id, { at: new Date(), ...outcome });
    }
    return outcome;
  });

  const result: RssImportResult = { imported: 0, skipped: 0, existing: 0, failed: [], feeds: sources.length };
  const importedCategories = new Set<string>();
  const createdIds: string[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.imported > 0) importedCategories.add(sources[index]!.category);
    createdIds.push(...outcome.createdIds);
    result.imported += outcome.imported;
    result.skipped += outcome.skipped;
    result.existing += outcome.existing;
    if (outcome.error) result.failed.push({ feed: sources[index]!.url, message: outcome.error });
  });
  // New posts enter the full listing, their feeds' category listings and the search index; no
  // existing page changes.
  if (importedCategories.size > 0) {
    await invalidatePublicCache([
      publicTags.blogListing(),
      ...[...importedCategories].map((category) => publicTags.blogListing(category)),
      ...createdIds.map((id) => publicTags.blog(id)),
    ]);
  }

  console.log(
    JSON.stringify({
      level: result.failed.length ? "warn" : "info",
      event: "rss-import",
      trigger,
      feeds: result.feeds,
      imported: result.imported,
      skipped: result.skipped,
      existing: result.existing,
      failed: result.failed,
      durationMs: Date.now() - started,
    }),
  );
  await recordAudit(actor, "rss.import", {
    type: "feeds",
    summary: `${trigger}: ${result.imported} imported, ${result.failed.length} failed`,
  });
  return result;
}
