import { DomainError } from "@/lib/errors";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { recordLoginFailure, waitForLoginTurn } from "@/lib/rate-limit/login-throttle";
import { withCookies } from "@/lib/auth/cookies";
import { staffSessionCookie } from "@/lib/auth/staff-session";
import { signToken } from "@/lib/auth/token";
import { authenticateUser } from "@/lib/staff/users";
import { loginSchema } from "@/lib/staff/auth-schemas";

// POST /api/profile/login – staff sign-in; answers the token, role and its lifetime in seconds (for API
// clients) and sets the same token as the HttpOnly staff cookie (for the browser back-office)
export const POST = route({ body: loginSchema, rateLimit: "login" }, async ({ body }) => {
  await waitForLoginTurn(body.email);
  let user;
  try {
    user = await authenticateUser(body.email, body.password);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "unauthenticated")
      await recordLoginFailure(body.email);
    throw error;
  }
  const { token, expiresInSeconds } = signToken({
    userId: user.id,
    role: user.role,
    version: user.tokenVersion,
  });
  return withCookies(ok("Login successful", { token, role: user.role, expiresIn: expiresInSeconds }), [
    staffSessionCookie(token, expiresInSeconds),
  ]);
});
