// The page and data cache (next.config.ts `cacheHandler`, Next's documented interface: get, set,
// revalidateTag, resetRequestCache) on the shared store (lib/cache/shared-store.cjs): Redis when
// REDIS_URL is set, so a tag expired by one server is expired for all, else this process's memory
// (bounded by `cacheMaxMemorySize`, least recently used dropped first). An entry remembers the
// revision of each of its tags; a write increments them, and an entry whose revisions are behind
// is a miss, so Next renders afresh. No time written by one host is compared with another's clock.
// Plain CommonJS: Next loads this file outside the bundle.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, see above */
const store = require("./shared-store.cjs");

// Next's default for `cacheMaxMemorySize`.
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
// The header in which Next stores a page's tags (its own and those of the data it read).
const PAGE_TAGS_HEADER = "x-next-cache-tags";
// Revisions read on a miss, by key, kept until the value read after it is stored (bounded).
const MAX_PENDING = 5000;
const PENDING = Symbol.for("hrpulse.cacheHandlerPending");
const pending = (globalThis[PENDING] ??= new Map());
// `next build` prerenders without a database (lib/server/build-phase.ts): nothing it renders is kept.
const building = () => process.env.NEXT_PHASE === "phase-production-build";

/** The tags an entry carries: those given with a data entry, or those a page recorded in its headers. */
function tagsOf(value, ctx) {
  const tags = new Set(Array.isArray(ctx?.tags) ? ctx.tags : []);
  const header = value?.headers?.[PAGE_TAGS_HEADER];
  if (typeof header === "string") for (const tag of header.split(",")) if (tag) tags.add(tag);
  return [...tags];
}

function logFailure(what, error) {
  console.error(JSON.stringify({ level: "warn", msg: `page cache ${what} failed`, error: String(error) }));
}

class SharedCacheHandler {
  constructor(options = {}) {
    this.maxBytes =
      typeof options.maxMemoryCacheSize === "number" ? options.maxMemoryCacheSize : DEFAULT_MAX_BYTES;
  }

  async get(key, ctx) {
    if (building()) return null;
    try {
      await store.expireDueTags();
      const entry = await store.readEntry(key);
      if (!entry) {
        // The data read after this miss is stored with the revisions of now: a write during the
        // read leaves it out of date at once.
        const tags = Array.isArray(ctx?.tags) ? ctx.tags : [];
        if (tags.length > 0) {
          if (pending.size >= MAX_PENDING) pending.clear();
          pending.set(key, await store.currentRevisions(tags));
        }
        return null;
      }
      const now = Date.now();
      const revalidate = entry.cacheControl?.revalidate;
      const timed = typeof revalidate === "number" && revalidate > 0;
      // Next judges freshness by lastModified + revalidate against this host's clock: it is derived
      // here from the entry's remaining fresh time, so the writer's clock plays no part.
      let lastModified = timed ? now - (revalidate * 1000 - entry.remainingMs) : now;
      if (timed && entry.remainingMs <= 0) lastModified = now - revalidate * 1000 - 1;
      if (entry.stale) {
        // A page or route answer is served once more, dated past its revalidate time, so Next
        // answers with it and renders afresh in the background; data is a miss.
        const kind = entry.value?.kind;
        if ((kind !== "APP_PAGE" && kind !== "APP_ROUTE") || !timed) return null;
        lastModified = now - revalidate * 1000 - 1;
      }
      return {
        value: entry.value,
        lastModified,
        ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
      };
    } catch (error) {
      // The shared store does not answer: a miss (the page renders), never an error page.
      logFailure("read", error);
      return null;
    }
  }

  async set(key, data, ctx) {
    const known = pending.get(key);
    pending.delete(key);
    if (!data || building()) return;
    try {
      await store.writeEntry(key, data, {
        cacheControl: ctx?.cacheControl,
        tags: tagsOf(data, ctx),
        known,
        maxBytes: this.maxBytes,
      });
    } catch (error) {
      logFailure("write", error);
    }
  }

  /**
   * Without a profile or with `{ expire: 0 }` (what content writes use, lib/cache/invalidate.ts):
   * every entry of `tags` is out of date, on every server. With a profile such as "max" (a positive
   * `expire`): pages are stale (served once more while Next renders them again) and data misses.
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    const expire = durations && typeof durations.expire === "number" ? durations.expire : 0;
    await store.expireTags(list, { stale: expire > 0 });
  }

  // Nothing is kept per request.
  resetRequestCache() {}
}

module.exports = SharedCacheHandler;
