// The app server and database the API suite talks to (started by scripts/test.ts).
import { appFetch } from "./cache-log";

export function baseUrl(): string {
  const url = process.env.APP_URL;
  if (!url) throw new Error("APP_URL is not set: run the API tests through `npm test` (scripts/test.ts)");
  return url;
}

export type ApiResponse<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  json: T & { success: boolean; message?: string };
};

type CallOptions = {
  method?: string;
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

/** Calls the real server over HTTP and parses its JSON answer. */
export async function api<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (typeof options.body === "string") {
    headers["Content-Type"] ??= "application/json";
    body = options.body;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await appFetch(`${baseUrl()}${path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    signal: AbortSignal.timeout(20000),
  });
  const text = await response.text();
  let json: ApiResponse<T>["json"];
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(
      `${options.method ?? "GET"} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, headers: response.headers, json };
}
