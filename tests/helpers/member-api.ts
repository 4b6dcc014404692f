// API calls as a member (their session cookie), the shape every error answer has, and removing test members.
import { expect } from "vitest";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { forgetMemberMails, type TestMember } from "./members";
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

/** Deletes the members of these addresses, their sessions and the mails the sink kept. */
export async function removeMembers(emails: string[]): Promise<void> {
  const members = await Member.find({ email: { $in: emails } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: emails } });
  forgetMemberMails(...emails);
}
