// Content API answers: an ETag and 304 like the public reads, but never stored by shared caches
// (the request carried a key).
import { okCached } from "@/lib/api/etag";
import { notFound } from "@/lib/errors";

export function contentAnswer(req: Request, data: Record<string, unknown>): Response {
  return okCached(req, data, { cacheControl: "private, no-cache" });
}

/** The item under `key`, or a 404 naming what was not found. */
export function contentItem(req: Request, key: string, item: unknown, label: string): Response {
  if (!item) throw notFound(`${label} not found`);
  return contentAnswer(req, { [key]: item });
}
