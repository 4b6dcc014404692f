// Domain errors: what the data layer and the other server modules raise when a rule says no. They
// name what went wrong, not an HTTP status; the route pipeline (lib/api/errors.ts) maps each kind
// to its status, and scripts can report them as they are.

export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "gone"
  | "conflict"
  | "too-large"
  | "unavailable"
  | "upstream-failed"
  | "upstream-timeout";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Input a rule rejects (beyond what the request schema checks). */
export const invalid = (message: string) => new DomainError("invalid", message);
/** No valid identity: missing, wrong or stale credentials. */
export const unauthenticated = (message = "Please sign in to continue") =>
  new DomainError("unauthenticated", message);
/** A known identity that may not do this. */
export const forbidden = (message = "You do not have permission to do this") =>
  new DomainError("forbidden", message);
export const notFound = (message = "Not found") => new DomainError("not-found", message);
/** It existed but is no longer usable (an expired link). */
export const gone = (message: string) => new DomainError("gone", message);
/** The change clashes with what is stored (an existing address, a last admin). */
export const conflict = (message: string) => new DomainError("conflict", message);
export const tooLarge = (message = "The request is too large") => new DomainError("too-large", message);
/** A needed service or setting is missing or down. */
export const unavailable = (message = "Service temporarily unavailable, please try again shortly") =>
  new DomainError("unavailable", message);
/** An outside service answered badly, or not in time. */
export const upstreamFailed = (message: string) => new DomainError("upstream-failed", message);
export const upstreamTimeout = (message: string) => new DomainError("upstream-timeout", message);

/** MongoDB's duplicate-key error (a unique index refused the write). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

const DATABASE_DOWN_ERRORS = new Set([
  "MongooseServerSelectionError",
  "MongoServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoNotConnectedError",
  "MongoTopologyClosedError",
  "MongoPoolClearedError",
]);

/**
 * Socket failures the driver can let escape unwrapped: when the server closes a connection while a
 * command waits for the socket to drain, the raw EPIPE from Node reaches the caller as a plain Error.
 */
const SOCKET_DOWN_CODES = new Set(["EPIPE", "ECONNRESET", "ECONNREFUSED", "ECONNABORTED", "ENOTCONN"]);

/** True for the driver's "no server" errors and raw socket failures, checked along the cause chain. */
export function isDatabaseDownError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    if (DATABASE_DOWN_ERRORS.has(current.name)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && SOCKET_DOWN_CODES.has(code)) return true;
  }
  return false;
}
