// The site's public address and name, and absolute URLs built from them (canonical links, feeds, JSON-LD).
import "server-only";
import { getPublicEnv } from "@/lib/env";

export type Site = { url: string; name: string };

/** The configured site, its URL without a trailing slash. */
export function getSite(): Site {
  const env = getPublicEnv();
  return { url: env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ""), name: env.NEXT_PUBLIC_SITE_NAME };
}
