import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { withCookies } from "@/lib/auth/cookies";
import { staffSessionCookie } from "@/lib/auth/staff-session";
import { signToken } from "@/lib/auth/token";
import { registerUser } from "@/lib/staff/users";
import { getEnv } from "@/lib/env";
import { registerSchema } from "@/lib/staff/auth-schemas";

// POST /api/profile/register – creates an account (the first is the admin, then only when allowed)
export const POST = route({ body: registerSchema, rateLimit: "register" }, async ({ body }) => {
  const user = await registerUser(body, { allowRegistration: getEnv().ALLOW_REGISTRATION });
  const { token, expiresInSeconds } = signToken({
    userId: user.id,
    role: user.role,
    version: user.tokenVersion,
  });
  return withCookies(
    ok("Account created", { token, role: user.role, expiresIn: expiresInSeconds }, { status: 201 }),
    [staffSessionCookie(token, expiresInSeconds)],
  );
});
