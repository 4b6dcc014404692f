// Session kinds: a staff session is a JWT, as Bearer or in the HttpOnly `hrp_staff` cookie
// (lib/auth/staff-session.ts); a member session is the HttpOnly `hrp_member` cookie naming a server-side record (lib/members/member-sessions.ts).
// Neither ever stands for the other. A second, readable cookie (`hrp_signed_in=1`, no secret) only
// tells the browser to ask /api/members/me, so anonymous readers never make that call.
import "server-only";
import { cookieValue, secureFlag, withCookies } from "@/lib/auth/cookies";
import {
  endMemberSession,
  findSessionMember,
  isBlockedMemberSession,
  MEMBER_SESSION_TTL_SECONDS,
  type SessionMember,
} from "@/lib/members/member-sessions";
import { MEMBER_COOKIE, MEMBER_HINT_COOKIE } from "@/lib/auth/member-cookies";

export type { SessionMember };
export { MEMBER_COOKIE, MEMBER_HINT_COOKIE, cookieValue, withCookies };

export function memberToken(headers: Headers): string | null {
  return cookieValue(headers.get("cookie"), MEMBER_COOKIE);
}

/** The member signed in by this request's cookie, or null. */
export async function currentMember(headers: Headers): Promise<SessionMember | null> {
  const token = memberToken(headers);
  return token ? findSessionMember(token) : null;
}

/** Whether this request's cookie belongs to a blocked member (refused rather than treated as a guest). */
export async function hasBlockedMemberSession(headers: Headers): Promise<boolean> {
  const token = memberToken(headers);
  return token ? isBlockedMemberSession(token) : false;
}

/** The Set-Cookie values that sign a browser in. */
export function memberSessionCookies(token: string, maxAgeSeconds = MEMBER_SESSION_TTL_SECONDS): string[] {
  const secure = secureFlag();
  return [
    `${MEMBER_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
    `${MEMBER_HINT_COOKIE}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`,
  ];
}

/** The Set-Cookie values that sign a browser out. */
export function clearedMemberCookies(): string[] {
  const secure = secureFlag();
  return [
    `${MEMBER_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
  ];
}

export async function signOutMember(headers: Headers): Promise<void> {
  const token = memberToken(headers);
  if (token) await endMemberSession(token);
}
