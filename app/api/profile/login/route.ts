import { DomainError } from "@/lib/errors";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { recordLoginFailure, waitForLoginTurn } from "@/lib/rate-limit/login-throttle";
import { signToken } from "@/lib/auth/token";
import { authenticateUser } from "@/lib/staff/users";
import { loginSchema } from "@/lib/staff/auth-schemas";

// POST /api/profile/login – staff sign-in; answers the token, role and its lifetime in seconds
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
  return ok("Login successful", { token, role: user.role, expiresIn: expiresInSeconds });
});
