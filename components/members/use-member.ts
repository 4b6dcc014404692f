"use client";
// The signed-in member in the browser: SWR on /api/members/me (one request, shared by the top bar
// and the account page). The readable hint cookie says whether to ask at all, so anonymous
// readers never call the API; a 401 answer means "not signed in".
import { useSyncExternalStore } from "react";
import useSWR from "swr";
import { ApiClientError, apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import { MEMBER_HINT_COOKIE } from "@/lib/auth/member-cookies";
import type { MemberAccount } from "@/lib/members/members";

export const MEMBER_KEY = "/api/members/me";

const subscribe = () => () => undefined;
const hasHint = () =>
  document.cookie.split(";").some((part) => part.trim().startsWith(`${MEMBER_HINT_COOKIE}=1`));

/** Whether this browser says it has a member session (false on the server: same HTML for everyone). */
export function useMemberHint(): boolean {
  return useSyncExternalStore(subscribe, hasHint, () => false);
}

async function fetchMember(path: string): Promise<MemberAccount | null> {
  try {
    return (await apiRequest<ApiSuccess<{ member: MemberAccount }>>(path)).member;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) {
      // The session ended elsewhere: stop asking on every page.
      document.cookie = `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      return null;
    }
    // A staff sign-in in this browser (its Bearer token) is not a member session.
    if (error instanceof ApiClientError && error.status === 403) return null;
    throw error;
  }
}

/** `member`: the account, null when signed out, undefined while loading. */
export function useMember(options: { always?: boolean } = {}) {
  const hint = useMemberHint();
  const { data, error, isLoading, mutate } = useSWR(hint || options.always ? MEMBER_KEY : null, fetchMember, {
    shouldRetryOnError: false,
  });
  const member = hint || options.always ? data : null;
  return { member, error, loading: isLoading, mutate };
}

/** What the top bar calls the member: the name, or the start of the address until one is set. */
export function memberLabel(member: Pick<MemberAccount, "name" | "email">): string {
  return member.name || member.email.split("@")[0] || "Account";
}
