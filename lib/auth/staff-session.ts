// Staff credentials: API clients send the JWT as `Authorization: Bearer`, the browser back-office
// holds the same JWT in the HttpOnly `hrp_staff` cookie (no script can read it). An Authorization
// header, when present, is the credential; the cookie counts only without one. Whether the token
// still stands is decided in lib/auth/session.ts.
import "server-only";
import { cookieValue, secureFlag } from "@/lib/auth/cookies";
import { verifySession } from "@/lib/auth/session";
import { bearerToken } from "@/lib/auth/token";
import type { SessionUser } from "@/lib/staff/users";

export const STAFF_COOKIE = "hrp_staff";

/** How the request carries a staff token: `via` decides whether the same-site write check applies. */
export type StaffCredential = { token: string | null; via: "bearer" | "cookie" };

export function staffCredential(headers: Headers): StaffCredential | null {
  const authorization = headers.get("authorization");
  if (authorization !== null) return { token: bearerToken(authorization), via: "bearer" };
  const token = cookieValue(headers.get("cookie"), STAFF_COOKIE);
  return token ? { token, via: "cookie" } : null;
}

/** The staff user of a valid Bearer token or staff cookie, or null. */
export async function staffFromRequest(headers: Headers): Promise<SessionUser | null> {
  const credential = staffCredential(headers);
  return credential?.token ? verifySession(credential.token) : null;
}

/** SameSite=Strict: the cookie never rides along with a request another site starts. */
export function staffSessionCookie(token: string, maxAgeSeconds: number): string {
  return `${STAFF_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secureFlag()}`;
}

export function clearedStaffCookie(): string {
  return `${STAFF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secureFlag()}`;
}
