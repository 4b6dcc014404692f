// Change notices for this process's in-memory copies (the search index and the listings rendered
// from it), in the order the writes were made on every server: a Redis Stream with REDIS_URL, else
// in-process (lib/cache/shared-store.cjs). Also what scripts use to tell running servers that
// everything changed. No server-only: the seeds and the test helpers call it too.
import * as store from "./shared-store.cjs";

/** Expires `tags` on every server and sends one notice for them. */
export const publishChanges = (tags: readonly string[]) => store.expireTags(tags);

/** Calls `listener(tags)` for every notice from now on, one at a time, in order. */
export const onChanges = store.onChange;

/** Resolves once every notice sent before the call was handled here; rejects when Redis is away. */
export const catchUpWithChanges = store.catchUp;

/** A number that grows with every notice this process handles. */
export const changeSeq = store.changeSeq;

/** Whether a notice about one of `tags` arrived after `seq` (a value of changeSeq). */
export const changedSince = store.changedSince;

/** Expires `tag` at `at` on every server (judged by Redis's clock when shared). */
export const scheduleTagExpiry = (tag: string, at: Date) => store.scheduleExpiry(tag, at.getTime());

/** Whether the cache and the notices are shared through Redis (REDIS_URL) or live in this process. */
export const sharedStoreMode = store.mode;

/** Closes the store's connections (a script, before it exits). */
export const closeSharedStore = store.closeSharedStore;

/** The shared Redis connection (only with REDIS_URL). */
export const sharedRedis = store.redisClient;

/** Books the next slot of a site-wide pace (Redis's clock); resolves with the wait in ms. */
export const reservePaceSlot = store.reservePaceSlot;

/** One server at a time (Redis), e.g. for a whole rebuild: a token when it is this one's turn, else null. */
export const takeTurn = store.takeTurn;

/** Ends a turn taken with takeTurn. */
export const giveTurn = store.giveTurn;
