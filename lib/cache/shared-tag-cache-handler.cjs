/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Next loads this file outside the bundle */
// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system/memory cache, plus
// the shared invalidation log (lib/cache/invalidation-log.ts: collection "cacheinvalidations",
// documents { _id: tag, at: Date }). Before a cache read it replays log entries newer than the ones
// it has seen into Next's tag state, so a page or data entry cached before a write made on another
// app server (or by a script) is treated as expired. Plain CommonJS: Next loads it outside the bundle.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");
const mongoose = require("mongoose");

const LOG_COLLECTION = "cacheinvalidations";
// How often a server checks the log (lib/env.ts documents CACHE_SYNC_INTERVAL_MS); 0 = before every read.
const parsedInterval = Number(process.env.CACHE_SYNC_INTERVAL_MS);
const SYNC_INTERVAL_MS = Number.isFinite(parsedInterval) && parsedInterval >= 0 ? parsedInterval : 1000;
// Re-read a little before the newest entry seen, for writers whose clocks run slightly behind.
const CLOCK_MARGIN_MS = 5000;

const state = (globalThis.__sharedTagCacheSync ??= { checkedAt: 0, newestSeen: 0, inFlight: null });

/** Marks a tag expired at `at` in Next's tag state, unless it already expired later. */
function expireTag(tag, at) {
  const entry = tagsManifest.get(tag) || {};
  if (typeof entry.expired === "number" && entry.expired >= at) return;
  tagsManifest.set(tag, { ...entry, stale: Math.max(entry.stale ?? 0, at), expired: at });
}

async function readLog() {
  const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
  // Not connected yet (nothing rendered, so nothing cached from the database) or down (pages answer 503).
  if (!db) return;
  const since = new Date(Math.max(0, state.newestSeen - CLOCK_MARGIN_MS));
  const entries = await db
    .collection(LOG_COLLECTION)
    .find({ at: { $gt: since } }, { projection: { at: 1 }, maxTimeMS: 1000 })
    .toArray();
  for (const { _id, at } of entries) {
    if (!(at instanceof Date)) continue;
    expireTag(String(_id), at.getTime());
    state.newestSeen = Math.max(state.newestSeen, at.getTime());
  }
}

function syncWithLog() {
  // A failed read keeps the last known state: content may be stale, never an error page.
  const run = () => readLog().catch(() => undefined);
  if (SYNC_INTERVAL_MS === 0) return run();
  if (state.inFlight) return state.inFlight;
  const now = Date.now();
  if (now - state.checkedAt < SYNC_INTERVAL_MS) return undefined;
  state.checkedAt = now;
  state.inFlight = run().finally(() => {
    state.inFlight = null;
  });
  return state.inFlight;
}

class SharedTagCacheHandler extends FileSystemCache {
  async get(...args) {
    await syncWithLog();
    return super.get(...args);
  }
}

module.exports = SharedTagCacheHandler;
