// A write's key across retries. The front nginx names every request ($request_id, 32 hex digits,
// deploy/front-proxy.conf) and the balancer sends that same request, with the same name, to another
// app server when the first one dies in the middle of it (deploy/balancer.conf.template, the writes
// listed there). A document created under a key gets an `_id` derived from it, so the retry finds
// the first attempt's document instead of storing a second one. Believed only behind our proxy
// (TRUST_PROXY=true), like the client's address (lib/api/client-ip.ts).
import { createHash } from "node:crypto";
import { Types } from "mongoose";

const NGINX_REQUEST_ID = /^[0-9a-f]{32}$/;

/** The request's key, or null when it did not come through our proxy. */
export function requestKey(headers: Headers, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const id = headers.get("x-request-id");
  return id && NGINX_REQUEST_ID.test(id) ? id : null;
}

/**
 * The `_id` a document created for `purpose` under `key` gets: the same on every server and every
 * retry, and (SHA-256) no other request's. Its first four bytes are not a creation time.
 */
export function keyedObjectId(purpose: string, key: string): Types.ObjectId {
  const digest = createHash("sha256").update(`${purpose}\n${key}`).digest("hex");
  return new Types.ObjectId(digest.slice(0, 24));
}
