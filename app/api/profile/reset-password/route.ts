import { ok } from "@/lib/api/responses";
import { enforceRateLimit, route } from "@/lib/api/route";
import { parsePasswordToken } from "@/lib/auth/password-tokens";
import { redeemPasswordToken } from "@/lib/data/passwords";
import { passwordTokenSchema } from "@/lib/validations/auth";

// POST /api/profile/reset-password – sets a new password from a reset link
export const POST = route({ body: passwordTokenSchema, rateLimit: "passwordLink" }, async ({ body }) => {
  await enforceRateLimit("passwordLinkAccount", parsePasswordToken(body.token)?.userId ?? "unknown");
  const account = await redeemPasswordToken(body.token, "reset", body.password);
  return ok("Your password has been reset, you can sign in now", { email: account.email });
});
