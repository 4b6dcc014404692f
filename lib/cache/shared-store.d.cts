// Types of lib/cache/shared-store.cjs (CommonJS: the cache handler loads it outside Next's bundle).
type Revisions = { revs: Record<string, number>; stales: Record<string, number> };
type CacheControl = { revalidate?: number | false; expire?: number };

export function mode(): "redis" | "memory";
export function readEntry(key: string): Promise<{
  value: unknown;
  cacheControl?: CacheControl;
  remainingMs: number | null;
  stale: boolean;
} | null>;
export function writeEntry(
  key: string,
  value: unknown,
  options: { cacheControl?: CacheControl; tags: string[]; known?: Partial<Revisions>; maxBytes: number },
): Promise<void>;
export function currentRevisions(tags: readonly string[]): Promise<Revisions>;
export function expireTags(tags: readonly string[], options?: { stale?: boolean }): Promise<void>;
export function scheduleExpiry(tag: string, atMs: number): Promise<void>;
export function expireDueTags(): Promise<void>;
export function onChange(listener: (tags: string[]) => void | Promise<void>): () => boolean;
export function catchUp(): Promise<void>;
export function changeSeq(): number;
export function changedSince(tags: readonly string[], seq: number): boolean;
export function closeSharedStore(): Promise<void>;
export function redisClient(): Promise<import("@redis/client").RedisClientType>;
export function reservePaceSlot(name: string, intervalMs: number): Promise<number>;
export function takeTurn(name: string, ttlMs: number): Promise<string | null>;
export function giveTurn(name: string, token: string | null): Promise<void>;
