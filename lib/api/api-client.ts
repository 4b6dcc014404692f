"use client";
// The browser's one HTTP client: the session cookies go by themselves (the staff token is HttpOnly,
// never read here); parses `{ success, message }` and throws ApiClientError with the server's
// message on any failure.

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The error answer's JSON, for the few answers with more than a message (a 409's first time). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export type ApiResult = { success: boolean; message?: string } & Record<string, unknown>;
/** A successful answer carrying `T` (a data function's result, imported with `import type`). */
export type ApiSuccess<T> = { success: true; message?: string } & T;

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Used when the server gives no message. */
  fallbackMessage?: string;
  signal?: AbortSignal;
};

export async function apiRequest<T extends ApiResult = ApiResult>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const fallback = options.fallbackMessage ?? "Something went wrong";
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: options.signal,
      cache: "no-store",
    });
  } catch {
    throw new ApiClientError(fallback, 0);
  }
  const data = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || !data || data.success === false) {
    throw new ApiClientError(data?.message || fallback, response.status, data ?? undefined);
  }
  return data;
}

export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
