// Called by every content write that changes what visitors see, after the write succeeded.
import "server-only";
import { revalidateTag } from "next/cache";
import { connectDb } from "@/lib/db";
import { applyLocalChanges } from "@/lib/search/index-state";
import { appendInvalidations, pruneInvalidations } from "./invalidation-log";

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const globalForPrune = globalThis as typeof globalThis & { invalidationLogPrunedAt?: number };

/**
 * Expires `tags` at once on this server (the next request renders afresh: no stale page is served
 * after the write returns) and appends them to the shared log for the other servers.
 */
export async function invalidatePublicCache(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  try {
    // This server's search index re-reads the changed items first (other servers follow the log):
    // the listings are rendered from it, so a render the expiry below starts must see the change.
    await applyLocalChanges(unique);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "search index update failed", error: String(error) }),
    );
  }
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (scripts, unit tests) there is no local cache: the shared log below is
      // what the running servers read.
    }
  }
  try {
    const db = (await connectDb()).connection.db;
    if (!db) return;
    await appendInvalidations(db, unique);
    const now = Date.now();
    if (now - (globalForPrune.invalidationLogPrunedAt ?? 0) > PRUNE_EVERY_MS) {
      globalForPrune.invalidationLogPrunedAt = now;
      await pruneInvalidations(db, now);
    }
  } catch (error) {
    // The content write already succeeded and this server is invalidated; other servers catch up
    // when the next invalidation of these tags is recorded.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "cache invalidation log write failed",
        tags: unique,
        error: String(error),
      }),
    );
  }
}
