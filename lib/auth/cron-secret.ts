// The scheduler's credential check: `Authorization: Bearer <CRON_SECRET>`, compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";

export type CronAuthResult = "allowed" | "unconfigured" | "denied";

/** Appended to the route's `cronDisabled` text when CRON_SECRET is not set (503). */
export const CRON_UNCONFIGURED_SUFFIX = "CRON_SECRET is not configured on the server";
export const CRON_DENIED_MESSAGE = "Invalid or missing cron secret";

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/** Hashing both sides first gives equal-length buffers, so neither the length nor the content leaks. */
export function checkCronAuthorization(header: string | null, secret: string | undefined): CronAuthResult {
  if (!secret) return "unconfigured";
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? "");
  const presented = match?.[1]?.trim() ?? "";
  const equal = timingSafeEqual(digest(presented), digest(secret));
  return equal && presented !== "" ? "allowed" : "denied";
}
