// Cached public API reads answer with a strong ETag, and 304 when the client already holds it.
import { createHash } from "node:crypto";

/** A strong validator: the same JSON gives the same tag on every server. */
export function etagOf(text: string): string {
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored, `*` matches any. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/** `{ success: true, ...data }` with an ETag; 304 without a body when the client's copy is current. */
export function okCached(
  req: Request,
  data: Record<string, unknown>,
  { cacheControl = "public, no-cache" }: { cacheControl?: string } = {},
): Response {
  const text = JSON.stringify({ success: true, ...data });
  const etag = etagOf(text);
  // Clients may keep the answer but must ask again (cheaply, with If-None-Match) before reusing it.
  const headers = { ETag: etag, "Cache-Control": cacheControl };
  if (ifNoneMatchHits(req.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { headers: { ...headers, "Content-Type": "application/json" } });
}
