// Limits counted once for the whole site when the servers share Redis (REDIS_URL): every limit,
// those on public reads included, goes through rate-limiter-flexible's Redis limiter (one atomic
// script per hit, the window's lifetime kept by Redis). Without Redis there is one server, and the
// limits stay where they were: MongoDB windows (database-windows.ts) and, for public reads, memory.
import "server-only";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { sharedRedis } from "@/lib/cache/changes";
import type { WindowHit } from "./database-windows";

const LIMITERS = Symbol.for("hrpulse.redisRateLimiters");
const globalForLimits = globalThis as typeof globalThis & { [LIMITERS]?: Map<string, RateLimiterRedis> };

async function limiter(name: string, points: number, windowSeconds: number): Promise<RateLimiterRedis> {
  const limiters = (globalForLimits[LIMITERS] ??= new Map());
  const id = `${name}:${points}:${windowSeconds}`;
  let found = limiters.get(id);
  if (!found) {
    found = new RateLimiterRedis({
      storeClient: await sharedRedis(),
      useRedisPackage: true,
      keyPrefix: `hrpulse:rl:${name}`,
      points,
      duration: windowSeconds,
    });
    limiters.set(id, found);
  }
  return found;
}

/**
 * Counts one hit of `subject` against the limit `name` (`points` per `windowSeconds`) in Redis.
 * Resolves with the window's count and its end; rejects when Redis does not answer.
 */
export async function countSharedHit(
  name: string,
  subject: string,
  points: number,
  windowSeconds: number,
): Promise<WindowHit> {
  const limits = await limiter(name, points, windowSeconds);
  try {
    const result = await limits.consume(subject);
    return { count: result.consumedPoints, resetAt: new Date(Date.now() + result.msBeforeNext) };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { count: error.consumedPoints, resetAt: new Date(Date.now() + error.msBeforeNext) };
    throw error;
  }
}
