// Server errors Next reports through instrumentation's onRequestError: a page render that failed
// because the database is gone flips the health flag at once, so the next page request gets the
// friendly 503 instead of waiting for the driver's heartbeat to notice.
import { isDatabaseDownError } from "@/lib/errors";
import { markDbDown } from "@/lib/db-health";

export function noteRequestError(error: unknown): void {
  if (isDatabaseDownError(error)) markDbDown();
}
