// The page and data cache of this server (next.config.ts `cacheHandler`, Next's documented
// interface: get, set, revalidateTag, resetRequestCache). Entries live in this process's memory,
// bounded by `cacheMaxMemorySize` (least recently used dropped first); each entry remembers its
// tags, and a tag expired after the entry was written makes it a miss, so Next renders afresh.
// Tags expire on this server through revalidateTag (lib/cache/invalidate.ts) and, for writes made
// by other servers or scripts, through the shared log (lib/cache/invalidation-log.ts: collection
// "cacheinvalidations", documents { _id: tag, at: Date }), read at most every CACHE_SYNC_INTERVAL_MS.
// A document may also schedule an expiry ({ _id: "tag@ms", tag, at } with `at` in the future, written
// by scheduleTagExpiry): entries written before `at` become misses once `at` has passed, on every server.
// Plain CommonJS: Next loads this file outside the bundle.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, see above */
const mongoose = require("mongoose");

const LOG_COLLECTION = "cacheinvalidations";
// lib/env.ts documents and validates CACHE_SYNC_INTERVAL_MS; 0 = before every read.
const parsedInterval = Number(process.env.CACHE_SYNC_INTERVAL_MS);
const SYNC_INTERVAL_MS = Number.isFinite(parsedInterval) && parsedInterval >= 0 ? parsedInterval : 1000;
// Re-read a little before the newest entry seen, for writers whose clocks run slightly behind.
const CLOCK_MARGIN_MS = 5000;
// Next's default for `cacheMaxMemorySize`.
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
// The header in which Next stores a page's tags (its own and those of the data it read).
const PAGE_TAGS_HEADER = "x-next-cache-tags";

/**
 * One store per process, shared by every handler instance Next creates (one per request).
 * entries: key → { value, lastModified, cacheControl, tags, size }; expiredAt: tag → ms;
 * scheduled: tag → Set of future ms at which it expires.
 */
const store = (globalThis.__hrPulsePageCache ??= {
  entries: new Map(),
  bytes: 0,
  expiredAt: new Map(),
  scheduled: new Map(),
  sync: { checkedAt: 0, newestSeen: 0, inFlight: null },
});
store.scheduled ??= new Map();
// tag → the last time it was made stale (revalidateTag with a profile such as "max").
store.staleAt ??= new Map();
const MAX_SCHEDULED_EXPIRE_SECONDS = 30 * 24 * 60 * 60;

/** Approximate bytes held by a cached value (page HTML and payloads, or a data entry). */
function sizeOf(value) {
  if (!value) return 64;
  if (value.kind === "APP_PAGE") {
    let size = (value.html ? String(value.html).length : 0) + (value.rscData ? value.rscData.length : 0);
    if (value.segmentData) for (const segment of value.segmentData.values()) size += segment.length;
    return size + 512;
  }
  if (value.kind === "APP_ROUTE") return (value.body ? value.body.length : 0) + 512;
  try {
    return JSON.stringify(value).length;
  } catch {
    return 1024;
  }
}

/** The tags an entry carries: those given with a data entry, or those a page recorded in its headers. */
function tagsOf(value, ctx) {
  const tags = new Set(Array.isArray(ctx?.tags) ? ctx.tags : []);
  const header = value?.headers?.[PAGE_TAGS_HEADER];
  if (typeof header === "string") for (const tag of header.split(",")) if (tag) tags.add(tag);
  return [...tags];
}

/** Scheduled expiries of `tag` that are due become ordinary ones (a future one never hides a past one). */
function promoteDue(tag, now) {
  const times = store.scheduled.get(tag);
  if (!times) return;
  for (const at of times) {
    if (at > now) continue;
    times.delete(at);
    expireTag(tag, at);
  }
  if (times.size === 0) store.scheduled.delete(tag);
}

/** Whether one of `tags` expired (at a time already past) since the entry was written. */
function isExpired(tags, lastModified, now) {
  for (const tag of tags) {
    if (store.scheduled.size > 0) promoteDue(tag, now);
    const at = store.expiredAt.get(tag);
    if (at !== undefined && at >= lastModified && at <= now) return true;
  }
  return false;
}

/** Whether one of `tags` was made stale since the entry was written. */
function isStale(tags, lastModified) {
  for (const tag of tags) {
    const at = store.staleAt.get(tag);
    if (at !== undefined && at >= lastModified) return true;
  }
  return false;
}

function remove(key) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.size;
}

function expireTag(tag, at) {
  if ((store.expiredAt.get(tag) ?? -1) < at) store.expiredAt.set(tag, at);
}

function scheduleExpiry(tag, at) {
  const times = store.scheduled.get(tag) ?? new Set();
  times.add(at);
  store.scheduled.set(tag, times);
}

/** The process-wide "database looks down" flag of lib/db-health.ts (set by connection events and pings). */
const DB_HEALTH = Symbol.for("hrnews.dbHealth");
const dbLooksDown = () => globalThis[DB_HEALTH]?.down === true;

async function readLog() {
  const db = mongoose.connection.readyState === 1 && !dbLooksDown() ? mongoose.connection.db : undefined;
  // Not connected yet (nothing rendered, so nothing cached from the database) or known to be down:
  // a read would only wait for server selection before the request's own 503 (no write can happen
  // meanwhile, so nothing goes stale).
  if (!db) return;
  const { sync } = store;
  const since = new Date(Math.max(0, sync.newestSeen - CLOCK_MARGIN_MS));
  const entries = await db
    .collection(LOG_COLLECTION)
    .find({ at: { $gt: since } }, { projection: { at: 1, tag: 1 }, maxTimeMS: 1000 })
    .toArray();
  const now = Date.now();
  for (const { _id, at, tag } of entries) {
    if (!(at instanceof Date)) continue;
    const name = typeof tag === "string" ? tag : String(_id);
    // A scheduled expiry stays in the log (and is re-read) until it is due.
    if (at.getTime() > now) {
      scheduleExpiry(name, at.getTime());
      continue;
    }
    expireTag(name, at.getTime());
    sync.newestSeen = Math.max(sync.newestSeen, at.getTime());
  }
}

/**
 * Replays the shared log when it is due; a promise to wait for only with an interval of 0 (the tests'
 * setting: each lookup reads first). With an interval a lookup never waits: the read runs in the
 * background and the lookups after it see its expiries, so another server's write shows within the
 * interval plus one read. Waiting would hold every cached hit of that moment behind a database that
 * may be busy with a flood of scans.
 */
function syncWithLog() {
  // A failed read keeps the last known state: content may be stale, never an error page.
  const run = () => readLog().catch(() => undefined);
  if (SYNC_INTERVAL_MS === 0) return run();
  const { sync } = store;
  const now = Date.now();
  if (sync.inFlight || now - sync.checkedAt < SYNC_INTERVAL_MS) return undefined;
  sync.checkedAt = now;
  sync.inFlight = run().finally(() => {
    sync.inFlight = null;
  });
  return undefined;
}

class MemoryCacheHandler {
  constructor(options = {}) {
    this.maxBytes =
      typeof options.maxMemoryCacheSize === "number" ? options.maxMemoryCacheSize : DEFAULT_MAX_BYTES;
  }

  async get(key, ctx) {
    const pending = syncWithLog();
    if (pending) await pending;
    const entry = store.entries.get(key);
    if (!entry) return null;
    const now = Date.now();
    const softTags = Array.isArray(ctx?.softTags) ? ctx.softTags : [];
    const tags = Array.isArray(ctx?.tags) ? ctx.tags : [];
    if (
      isExpired(entry.tags, entry.lastModified, now) ||
      isExpired(tags, entry.lastModified, now) ||
      isExpired(softTags, entry.lastModified, now)
    ) {
      remove(key);
      return null;
    }
    // Most recently used last: eviction takes the oldest first.
    store.entries.delete(key);
    store.entries.set(key, entry);
    let lastModified = entry.lastModified;
    if (isStale(entry.tags, lastModified) || isStale(tags, lastModified) || isStale(softTags, lastModified)) {
      // A page or route answer is served once more, dated past its revalidate time, so Next answers
      // with it and renders afresh in the background; data is a miss, so that render reads anew.
      const revalidate = entry.cacheControl?.revalidate;
      const kind = entry.value?.kind;
      if ((kind !== "APP_PAGE" && kind !== "APP_ROUTE") || typeof revalidate !== "number") {
        remove(key);
        return null;
      }
      lastModified = Math.min(lastModified, now - revalidate * 1000 - 1);
    }
    return {
      value: entry.value,
      lastModified,
      ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
    };
  }

  async set(key, data, ctx) {
    remove(key);
    const size = sizeOf(data);
    if (this.maxBytes <= 0 || size > this.maxBytes) return;
    store.entries.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
      tags: tagsOf(data, ctx),
      size,
    });
    store.bytes += size;
    for (const oldest of store.entries.keys()) {
      if (store.bytes <= this.maxBytes) break;
      remove(oldest);
    }
  }

  /**
   * Without a profile or with `{ expire: 0 }` (what content writes use, lib/cache/invalidate.ts):
   * expires `tags` now, so entries written before are misses. With a profile such as "max" (a
   * positive `expire`): makes them stale now (pages are served once more while Next renders them
   * again, see get) and expires them when `expire` has passed. Only expiries go to the shared log,
   * so other servers learn of a stale-marking through their own revalidate times.
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    const now = Date.now();
    const expire = durations && typeof durations.expire === "number" ? durations.expire : 0;
    for (const tag of list) {
      if (expire <= 0) {
        expireTag(tag, now);
        continue;
      }
      store.staleAt.set(tag, now);
      // Kept aside until due (a far expiry, as "max" asks, is left to the entries' own lifetimes).
      if (expire <= MAX_SCHEDULED_EXPIRE_SECONDS) scheduleExpiry(tag, now + expire * 1000);
    }
  }

  // Nothing is kept per request.
  resetRequestCache() {}
}

module.exports = MemoryCacheHandler;
