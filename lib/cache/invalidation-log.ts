// The shared invalidation log: one document per cache tag with the time it last changed, kept in
// the database every app server already shares. Writers append to it; each server's cache handler
// (lib/cache/memory-cache-handler.cjs, which reads the same collection and fields) replays new
// entries into its local tag state, so a second server learns of a write made on the first.
import type { mongo } from "mongoose";
import { isDuplicateKeyError } from "@/lib/errors";

export const INVALIDATION_LOG_COLLECTION = "cacheinvalidations";

/** Entries older than this are deleted: no server keeps a cached page that long without syncing. */
export const INVALIDATION_LOG_RETENTION_MS = 24 * 60 * 60 * 1000;

type LogEntry = { _id: string; at: Date };

/** Records that `tags` changed at `at` (never moves an entry back in time). */
export async function appendInvalidations(
  db: mongo.Db,
  tags: readonly string[],
  at = new Date(),
): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  const write = () =>
    db.collection<LogEntry>(INVALIDATION_LOG_COLLECTION).bulkWrite(
      unique.map((tag) => ({ updateOne: { filter: { _id: tag }, update: { $max: { at } }, upsert: true } })),
      { ordered: false },
    );
  try {
    await write();
  } catch (error) {
    // Two writers upserting a new tag at once: one insert loses with a duplicate key. Once more,
    // every tag exists and the writes are plain updates.
    if (!isDuplicateKeyError(error)) throw error;
    await write();
  }
}

/** Explicit clean-up (no TTL index: FerretDB has none). */
export async function pruneInvalidations(db: mongo.Db, now = Date.now()): Promise<number> {
  const result = await db
    .collection<LogEntry>(INVALIDATION_LOG_COLLECTION)
    .deleteMany({ at: { $lt: new Date(now - INVALIDATION_LOG_RETENTION_MS) } });
  return result.deletedCount;
}

/**
 * Schedules `tag` to expire at `at` on every server: entries written before then become misses once
 * it has passed (the cache handler keeps future entries aside until they are due). One document per
 * tag and instant, so scheduling the same expiry twice is one write and never hides a sooner one.
 */
export async function scheduleTagExpiry(db: mongo.Db, tag: string, at: Date): Promise<void> {
  const id = `${tag}@${at.getTime()}`;
  await db
    .collection<LogEntry & { tag: string }>(INVALIDATION_LOG_COLLECTION)
    .updateOne({ _id: id }, { $setOnInsert: { tag, at } }, { upsert: true });
}
