// Back-office sign-in for Playwright: the session a login would leave in localStorage, written
// before any page script runs. Create the user with createStaffUser (tests/helpers/auth.ts).
import type { Page } from "@playwright/test";
import type { Role } from "@/lib/constants";

export async function signIn(page: Page, user: { token: string; role: Role }, ttlMs = 3 * 60 * 60 * 1000) {
  await page.addInitScript(
    ({ token, role, expiry }) => {
      window.localStorage.setItem("token", token);
      window.localStorage.setItem("role", role);
      window.localStorage.setItem("expiry", String(expiry));
    },
    { token: user.token, role: user.role, expiry: Date.now() + ttlMs },
  );
}
