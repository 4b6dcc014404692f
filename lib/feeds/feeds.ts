// The back-office feed list: the feeds staff manage, plus the last-run record of each.
import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { conflict, invalid, isDuplicateKeyError, notFound } from "@/lib/errors";
import type { BlogCategory } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { FeedUrlError, assertFeedUrlAllowed } from "@/lib/net/address-guard";
import { type AddFeedInput, DEFAULT_FEED_CATEGORY } from "@/lib/feeds/feed-schemas";
import { Feed } from "@/models/Feed";

export type FeedLastRun = { at: string; imported: number; skipped: number; error: string | null };

export type FeedSummary = {
  _id: string;
  url: string;
  title: string | null;
  category: string;
  createdAt: string;
  lastRun: FeedLastRun | null;
};

/** A feed the import reads: from the database (with an id) or from RSS_FEEDS (without). */
export type FeedSource = { id?: string; url: string; category: BlogCategory };

export const FEED_ALREADY_LISTED = "This feed is already in the list";
export const FEED_NOT_FOUND = "Feed not found";

export async function listFeeds(): Promise<FeedSummary[]> {
  await connectDb();
  const docs = await Feed.find().sort({ createdAt: -1, _id: -1 }).lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    url: doc.url,
    title: doc.title ?? null,
    category: doc.category,
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    lastRun: doc.lastRun?.at
      ? {
          at: doc.lastRun.at.toISOString(),
          imported: doc.lastRun.imported ?? 0,
          skipped: doc.lastRun.skipped ?? 0,
          error: doc.lastRun.error ?? null,
        }
      : null,
  }));
}

/** The URLs configured in RSS_FEEDS (comma-separated), normalised; invalid entries are dropped. */
export function configuredFeedUrls(): string[] {
  const raw = getEnv().RSS_FEEDS ?? "";
  const urls = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === "http:" || url.protocol === "https:" ? [url.href] : [];
      } catch {
        return [];
      }
    });
  return [...new Set(urls)];
}

/** Every feed an import run reads: the stored ones, then RSS_FEEDS entries not already stored. */
export async function listFeedSources(): Promise<FeedSource[]> {
  await connectDb();
  const stored = await Feed.find().select("url category").sort({ createdAt: 1, _id: 1 }).lean();
  const sources: FeedSource[] = stored.map((doc) => ({
    id: String(doc._id),
    url: doc.url,
    category: doc.category as BlogCategory,
  }));
  const known = new Set(sources.map((source) => source.url));
  for (const url of configuredFeedUrls()) {
    if (!known.has(url)) sources.push({ url, category: DEFAULT_FEED_CATEGORY });
  }
  return sources;
}

export async function addFeed(input: AddFeedInput, actor: SessionUser): Promise<FeedSummary> {
  let url: URL;
  try {
    url = await assertFeedUrlAllowed(input.url, { allowPrivate: getEnv().RSS_ALLOW_PRIVATE_HOSTS });
  } catch (error) {
    if (error instanceof FeedUrlError) throw invalid(error.message);
    throw error;
  }
  await connectDb();
  if (await Feed.exists({ url: url.href })) throw conflict(FEED_ALREADY_LISTED);
  try {
    const doc = await Feed.create({ url: url.href, category: input.category });
    await recordAudit(actor, "feed.add", { type: "feed", id: String(doc._id), summary: doc.url });
    return {
      _id: String(doc._id),
      url: doc.url,
      title: null,
      category: doc.category,
      createdAt: (doc.createdAt ?? new Date()).toISOString(),
      lastRun: null,
    };
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(FEED_ALREADY_LISTED);
    throw error;
  }
}

export async function deleteFeed(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const deleted = await Feed.findByIdAndDelete(id).lean();
  if (!deleted) throw notFound(FEED_NOT_FOUND);
  await recordAudit(actor, "feed.delete", { type: "feed", id });
}

/** Stores the outcome of one feed's run (a feed deleted meanwhile is simply not recreated). */
export async function recordFeedRun(
  id: string,
  run: { at: Date; imported: number; skipped: number; error?: string; title?: string },
): Promise<void> {
  await connectDb();
  const set: Record<string, unknown> = {
    "lastRun.at": run.at,
    "lastRun.imported": run.imported,
    "lastRun.skipped": run.skipped,
  };
  if (run.title) set.title = run.title.slice(0, 300);
  const update = run.error
    ? { $set: { ...set, "lastRun.error": run.error.slice(0, 500) } }
    : { $set: set, $unset: { "lastRun.error": 1 } };
  await Feed.updateOne({ _id: id }, update);
}
