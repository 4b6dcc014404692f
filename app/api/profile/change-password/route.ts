import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { enforceRateLimit } from "@/lib/rate-limit/enforce";
import { withCookies } from "@/lib/auth/cookies";
import { staffSessionCookie } from "@/lib/auth/staff-session";
import { signToken } from "@/lib/auth/token";
import { changePassword } from "@/lib/staff/passwords";
import { changePasswordSchema } from "@/lib/staff/auth-schemas";

// POST /api/profile/change-password – the signed-in user's new password; their other sessions end
export const POST = route(
  { auth: "staff", body: changePasswordSchema, rateLimit: "changePassword" },
  async ({ body, user }) => {
    await enforceRateLimit("changePasswordAccount", user.id);
    const updated = await changePassword(user, body.currentPassword, body.newPassword);
    // This session goes on with a token of the new version.
    const { token, expiresInSeconds } = signToken({
      userId: updated.id,
      role: updated.role,
      version: updated.tokenVersion,
    });
    return withCookies(ok("Password changed", { token, role: updated.role, expiresIn: expiresInSeconds }), [
      staffSessionCookie(token, expiresInSeconds),
    ]);
  },
);
