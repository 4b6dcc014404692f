import "server-only";
import { isDuplicateKeyError } from "@/lib/api/errors";
import { connectDb } from "@/lib/db";
import { RateLimit } from "@/models/RateLimit";

export type WindowHit = { count: number; resetAt: Date };

const CLEANUP_EVERY = 200;
let hitsSinceCleanup = 0;

/** Counts one hit in the fixed window `key` lives in and returns the window's total so far. */
export async function countHit(key: string, windowSeconds: number, now = Date.now()): Promise<WindowHit> {
  await connectDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const resetAt = new Date(windowStart + windowMs);
  const windowKey = `${key}:${windowStart}`;
  const increment = () =>
    RateLimit.findOneAndUpdate(
      { key: windowKey },
      { $inc: { count: 1 }, $setOnInsert: { expiresAt: resetAt } },
      { upsert: true, returnDocument: "after", lean: true },
    );
  let doc;
  try {
    doc = await increment();
  } catch (error) {
    // Two first hits raced on the upsert: the loser's retry is a plain increment.
    if (!isDuplicateKeyError(error)) throw error;
    doc = await increment();
  }
  scheduleCleanup(now);
  return { count: doc?.count ?? 1, resetAt };
}

export async function windowCount(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  await connectDb();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const doc = await RateLimit.findOne({ key: `${key}:${windowStart}` }).select("count").lean();
  return doc?.count ?? 0;
}

/** Expired windows are removed explicitly every few hundred hits (TTL indexes are not available locally). */
function scheduleCleanup(now: number) {
  hitsSinceCleanup += 1;
  if (hitsSinceCleanup < CLEANUP_EVERY) return;
  hitsSinceCleanup = 0;
  void RateLimit.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch(() => undefined);
}
