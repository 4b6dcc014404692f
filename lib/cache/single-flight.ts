// One read per key at a time on this server (request coalescing for the cached public reads,
// lib/cache/public-cache.ts).
import "server-only";
import { changeSeq, changedSince } from "./changes";

/** Misses being read now, by key, with the change count (lib/cache/changes.ts) when each started. */
const readsInFlight = new Map<string, { startedAt: number; result: Promise<unknown> }>();

/**
 * `read` once per key at a time on this server. Without it every request that misses while a slow
 * read runs (a first render on a large embedded database takes longer than the proxy waits, and the
 * proxy's next attempt comes seconds later) started the same scans again, and none of them finished.
 * A read is joined only while no change notice about its tags has arrived since it started: after
 * a write, a miss reads afresh (the caller catches up with the notices first).
 */
export function singleFlight<T>(
  key: string,
  tags: readonly string[],
  read: () => Promise<T>,
  expired: (tags: readonly string[], since: number) => boolean = changedSince,
  now: () => number = changeSeq,
): Promise<T> {
  const running = readsInFlight.get(key);
  if (running && !expired(tags, running.startedAt)) return running.result as Promise<T>;
  const flight = { startedAt: now(), result: read() };
  readsInFlight.set(key, flight);
  void flight.result.then(
    () => readsInFlight.get(key) === flight && readsInFlight.delete(key),
    () => readsInFlight.get(key) === flight && readsInFlight.delete(key),
  );
  return flight.result;
}
