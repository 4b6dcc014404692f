import { ok } from "@/lib/api/responses";
import { assertSameSiteWrite, route } from "@/lib/api/route";
import { withCookies } from "@/lib/auth/cookies";
import { clearedStaffCookie } from "@/lib/auth/staff-session";

// POST /api/profile/logout – the back-office signs out: the staff cookie is cleared (signed in or not)
export const POST = route({}, async ({ req }) => {
  assertSameSiteWrite(req);
  return withCookies(ok("You are signed out."), [clearedStaffCookie()]);
});
