// Counting a request against a named limit (lib/rate-limit/limits.ts): per-server limits in this
// process's memory, the others in the shared database; past the limit, 429 with Retry-After.
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { countHit } from "@/lib/rate-limit/database-windows";
import {
  RATE_LIMITS,
  countedPerServer,
  retryAfterSeconds,
  scaledLimit,
  type RateLimitName,
} from "@/lib/rate-limit/limits";
import { countMemoryHit } from "@/lib/rate-limit/memory-windows";
import { sharedStoreMode } from "@/lib/cache/changes";
import { countSharedHit } from "@/lib/rate-limit/shared-windows";

/**
 * Counts one request against the named limit for `subject` (the client's address, or another key
 * such as an e-mail address for per-address limits); past the limit, 429 with Retry-After.
 */
export async function enforceRateLimit(name: RateLimitName, subject: string): Promise<void> {
  const { within, resetAt } = await countRateLimitHit(name, subject);
  if (!within) {
    const retryAfter = retryAfterSeconds(resetAt);
    throw new ApiError(429, "Too many requests, please try again later", {
      "Retry-After": String(retryAfter),
    });
  }
}

/** Counts one request like enforceRateLimit and says whether it is within the limit (no error). */
export async function withinRateLimit(name: RateLimitName, subject: string): Promise<boolean> {
  return (await countRateLimitHit(name, subject)).within;
}

async function countRateLimitHit(name: RateLimitName, subject: string) {
  const { windowSeconds } = RATE_LIMITS[name];
  const limit = scaledLimit(name, getEnv().RATE_LIMIT_SCALE);
  const key = `${name}:${subject}`;
  if (sharedStoreMode() === "redis") {
    try {
      const { count, resetAt } = await countSharedHit(name, subject, limit, windowSeconds);
      return { within: count <= limit, resetAt };
    } catch (error) {
      // Redis away: counted as without it (the database, or this server's memory) meanwhile.
      console.error(
        JSON.stringify({ level: "warn", msg: "shared rate limit unavailable", error: String(error) }),
      );
    }
  }
  const { count, resetAt } = countedPerServer(name)
    ? countMemoryHit(key, windowSeconds)
    : await countHit(key, windowSeconds);
  return { within: count <= limit, resetAt };
}
