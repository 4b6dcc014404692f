import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { signToken } from "@/lib/auth/token";
import { authenticateUser } from "@/lib/data/users";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/profile/login – staff sign-in; answers the token, role and its lifetime in seconds
export const POST = route({ body: loginSchema }, async ({ body }) => {
  const user = await authenticateUser(body.email, body.password);
  const { token, expiresInSeconds } = signToken({ userId: user.id, role: user.role });
  return ok("Login successful", { token, role: user.role, expiresIn: expiresInSeconds });
});
