// One read per key at a time on this server (request coalescing for the cached public reads,
// lib/cache/public-cache.ts).
import "server-only";
import { expiredSince } from "./tag-expiry";

/** Misses being read now, by key, with the time each read started. */
const readsInFlight = new Map<string, { startedAt: number; result: Promise<unknown> }>();

/**
 * `read` once per key at a time on this server. Without it every request that misses while a slow
 * read runs (a first render on a large embedded database takes longer than the proxy waits, and the
 * proxy's next attempt comes seconds later) started the same scans again, and none of them finished.
 * A read is joined only while none of its tags has expired since it started: after a write, a miss
 * reads afresh.
 */
export function singleFlight<T>(
  key: string,
  tags: readonly string[],
  read: () => Promise<T>,
  expired: (tags: readonly string[], since: number) => boolean = expiredSince,
): Promise<T> {
  const running = readsInFlight.get(key);
  if (running && !expired(tags, running.startedAt)) return running.result as Promise<T>;
  const flight = { startedAt: Date.now(), result: read() };
  readsInFlight.set(key, flight);
  void flight.result.then(
    () => readsInFlight.get(key) === flight && readsInFlight.delete(key),
    () => readsInFlight.get(key) === flight && readsInFlight.delete(key),
  );
  return flight.result;
}
