// The one error helper: handleApiError turns anything thrown into `{ success: false, message }` with
// the right status. Domain errors (lib/errors.ts) map by kind; ApiError is for the few answers that
// need their own status and headers (429 with Retry-After, 401 with WWW-Authenticate).
import { randomUUID } from "node:crypto";
import mongoose from "mongoose";
import { ZodError } from "zod";
import {
  DomainError,
  isDatabaseDownError,
  isDuplicateKeyError,
  unavailable,
  type DomainErrorKind,
} from "@/lib/errors";
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

/** The first issue's message: every schema writes messages that name their field ("Title is required"). */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  return issue.message;
}

export function errorBody(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ success: false, message }, { status, headers });
}

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  gone: 410,
  conflict: 409,
  "too-large": 413,
  unavailable: 503,
  "upstream-failed": 502,
  "upstream-timeout": 504,
};

export function statusOf(error: DomainError): number {
  return STATUS_BY_KIND[error.kind];
}

export function handleApiError(error: unknown): Response {
  if (error instanceof ApiError) return errorBody(error.status, error.message, error.headers);
  if (error instanceof DomainError) return errorBody(statusOf(error), error.message);
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
  if (isDatabaseDownError(error)) return errorBody(503, unavailable().message);
  const requestId = randomUUID();
  console.error(JSON.stringify({ level: "error", requestId, error: describeUnknown(error) }));
  return errorBody(500, `Something went wrong (reference ${requestId})`);
}

function describeUnknown(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ""}`;
  return String(error);
}
