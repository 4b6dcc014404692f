// The one error helper: ApiError for expected failures, handleApiError to turn anything thrown
// into `{ success: false, message }` with the right status.
import { randomUUID } from "node:crypto";
import mongoose from "mongoose";
import { ZodError } from "zod";
import { isOverloadedError } from "@/lib/server/work-gate";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = "Please sign in to continue") => new ApiError(401, message);
export const forbidden = (message = "You do not have permission to do this") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const payloadTooLarge = (message = "The request is too large") => new ApiError(413, message);
export const serviceUnavailable = (message = "Service temporarily unavailable, please try again shortly") =>
  new ApiError(503, message);

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

/** The first issue's message, prefixed with its field when the message does not name it. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  return issue.message;
}

export function errorBody(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ success: false, message }, { status, headers });
}

export function handleApiError(error: unknown): Response {
  if (error instanceof ApiError) return errorBody(error.status, error.message, error.headers);
  if (error instanceof ZodError) return errorBody(400, describeZodError(error));
  if (isOverloadedError(error)) {
    return errorBody(503, error.message, {
      "Retry-After": String(error.retryAfterSeconds),
      "Cache-Control": "no-store",
    });
  }
  if (error instanceof mongoose.Error.CastError) return errorBody(400, `Invalid ${error.path}`);
  if (error instanceof mongoose.Error.ValidationError) {
    const first = Object.values(error.errors)[0];
    return errorBody(400, first?.message ?? "Invalid data");
  }
  if (isDuplicateKeyError(error)) return errorBody(409, "This already exists");
  if (isDatabaseDownError(error)) return errorBody(503, serviceUnavailable().message);
  const requestId = randomUUID();
  console.error(JSON.stringify({ level: "error", requestId, error: describeUnknown(error) }));
  return errorBody(500, `Something went wrong (reference ${requestId})`);
}

export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

function describeUnknown(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ""}`;
  return String(error);
}
