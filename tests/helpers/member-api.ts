// API calls as a member (their session cookie) and the shape every error answer has.
import { expect } from "vitest";
import type { TestMember } from "./members";
import { api, type ApiResponse } from "./server";

/** Calls the API with the member's cookie (none for null: a guest). */
export function asMember<T = Record<string, unknown>>(
  member: TestMember | null,
  path: string,
  options: Parameters<typeof api>[1] = {},
): Promise<ApiResponse<T>> {
  return api<T>(path, {
    ...options,
    headers: { ...options.headers, ...(member ? { Cookie: member.cookie } : {}) },
  });
}

/** `{ success: false, message }` with the status. */
export function expectApiError(response: ApiResponse, status: number): void {
  expect(response.status).toBe(status);
  expect(response.json.success).toBe(false);
  expect(typeof response.json.message).toBe("string");
}
