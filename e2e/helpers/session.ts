// Back-office sign-in for Playwright: what a login leaves behind, set before any page script runs:
// the HttpOnly staff cookie (the token) and the role and expiry in localStorage (no token).
// Create the user with createStaffUser (tests/helpers/auth.ts).
import type { BrowserContext, Page } from "@playwright/test";
import type { Role } from "@/lib/constants";

/** The staff cookie's name (lib/auth/staff-session.ts, a server-only module). */
export const STAFF_COOKIE = "hrp_staff";

export async function signIn(
  target: Page | BrowserContext,
  user: { token: string; role: Role },
  options: { ttlMs?: number; url?: string } = {},
) {
  const context = "context" in target ? target.context() : target;
  const url = options.url ?? process.env.APP_URL ?? "http://127.0.0.1:3000";
  const ttlMs = options.ttlMs ?? 3 * 60 * 60 * 1000;
  await context.addCookies([
    { name: STAFF_COOKIE, value: user.token, url, httpOnly: true, sameSite: "Strict" },
  ]);
  await target.addInitScript(
    ({ role, expiry }) => {
      window.localStorage.setItem("role", role);
      window.localStorage.setItem("expiry", String(expiry));
    },
    { role: user.role, expiry: Date.now() + ttlMs },
  );
}
