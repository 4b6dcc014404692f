// Counts one search page request per client IP (lib/rate-limits.ts `searchPage`).
import { countHit } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";
import { RATE_LIMITS, scaledLimit } from "@/lib/rate-limits";
import type { SearchPageVerdict } from "@/lib/server/search-page-limit";

export async function countSearchPage(ip: string): Promise<SearchPageVerdict> {
  const { count, resetAt } = await countHit(`searchPage:${ip}`, RATE_LIMITS.searchPage.windowSeconds);
  if (count <= scaledLimit("searchPage", getEnv().RATE_LIMIT_SCALE)) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  };
}
