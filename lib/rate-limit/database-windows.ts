import "server-only";
import { isDuplicateKeyError } from "@/lib/errors";
import { connectDb } from "@/lib/db";
import { RateLimit } from "@/models/RateLimit";

export type WindowHit = { count: number; resetAt: Date };

/**
 * A window's document has the window key as its `_id` (and in `key`, which the model requires):
 * FerretDB on SQLite answers an `{ _id }` filter from its primary key, any other filter with a
 * scan, and every limited request runs this upsert. The native collection, because the model's
 * `_id` is an ObjectId.
 */
type WindowDoc = { _id: string; key: string; count: number; expiresAt: Date };

const windows = () => RateLimit.db.collection<WindowDoc>(RateLimit.collection.collectionName);

const windowKeyOf = (key: string, windowStart: number) => `${key}:${windowStart}`;

/**
 * The hits of one window that wait for this process's next increment. FerretDB on SQLite applies
 * `$inc` as read-then-write, so two increments of the same window in flight at once can lose one;
 * a process therefore sends one increment per window at a time, carrying every hit that arrived
 * while the previous one ran (one round trip for a burst, and no lost counts from one server).
 */
type Batch = { hits: number; total: Promise<number> };
type WindowState = { running?: Promise<number>; waiting?: Batch };

const states = new Map<string, WindowState>();

async function increment(windowKey: string, hits: number, resetAt: Date): Promise<number> {
  const upsert = () =>
    windows().findOneAndUpdate(
      { _id: windowKey },
      { $inc: { count: hits }, $setOnInsert: { key: windowKey, expiresAt: resetAt } },
      // No projection: FerretDB 1.24 rejects findAndModify's `fields`.
      { upsert: true, returnDocument: "after" },
    );
  try {
    return (await upsert())?.count ?? hits;
  } catch (error) {
    // Two servers' first hits raced on the upsert: the loser's retry is a plain increment.
    if (!isDuplicateKeyError(error)) throw error;
    return (await upsert())?.count ?? hits;
  }
}

/** Joins the window's waiting batch (starting one if none) and resolves with the count after it. */
function addToBatch(windowKey: string, resetAt: Date): Promise<number> {
  let state = states.get(windowKey);
  if (!state) states.set(windowKey, (state = {}));
  const current = state;
  if (!current.waiting) {
    const batch: Batch = { hits: 0, total: Promise.resolve(0) };
    batch.total = (current.running ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => {
        if (current.waiting === batch) current.waiting = undefined; // later hits form the next batch
        current.running = batch.total;
        return increment(windowKey, batch.hits, resetAt);
      })
      .finally(() => {
        if (current.running === batch.total) current.running = undefined;
        if (!current.running && !current.waiting) states.delete(windowKey);
      });
    current.waiting = batch;
  }
  const batch = current.waiting;
  batch.hits += 1;
  const position = batch.hits;
  // The window's count as of this hit: hits after it in the same batch are not counted against it.
  return batch.total.then((total) => total - (batch.hits - position));
}

/** Counts one hit in the fixed window `key` lives in and returns the window's total so far. */
export async function countHit(key: string, windowSeconds: number, now = Date.now()): Promise<WindowHit> {
  await connectDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const resetAt = new Date(windowStart + windowMs);
  const count = await addToBatch(windowKeyOf(key, windowStart), resetAt);
  return { count, resetAt };
}

export async function windowCount(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  await connectDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const doc = await windows().findOne({ _id: windowKeyOf(key, windowStart) }, { projection: { count: 1 } });
  return doc?.count ?? 0;
}

/** Ended windows (the hourly `house.prune` task; TTL indexes are not available locally). */
export async function pruneExpiredWindows(now = Date.now()): Promise<number> {
  await connectDb();
  const { deletedCount } = await RateLimit.deleteMany({ expiresAt: { $lt: new Date(now) } });
  return deletedCount;
}
