// When this server last saw each cache tag expire: the page cache handler's own record
// (lib/cache/memory-cache-handler.cjs keeps it in its process-wide store, fed by this server's writes
// and by the shared invalidation log), read here so data reads can tell whether a write came after
// they started.
import "server-only";

type HandlerStore = { expiredAt?: Map<string, number> };

const handlerStore = () => (globalThis as { __hrPulsePageCache?: HandlerStore }).__hrPulsePageCache;

/** Whether one of `tags` expired at or after `since` (ms). */
export function expiredSince(tags: readonly string[], since: number): boolean {
  const expiredAt = handlerStore()?.expiredAt;
  if (!expiredAt) return false;
  return tags.some((tag) => (expiredAt.get(tag) ?? -1) >= since);
}
