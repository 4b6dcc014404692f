import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { enforceRateLimit } from "@/lib/rate-limit/enforce";
import { parseSecretToken } from "@/lib/auth/signed-tokens";
import { redeemPasswordToken } from "@/lib/staff/passwords";
import { passwordTokenSchema } from "@/lib/staff/auth-schemas";

// POST /api/profile/reset-password – sets a new password from a reset link
export const POST = route({ body: passwordTokenSchema, rateLimit: "passwordLink" }, async ({ body }) => {
  // Per account too (a token that is not ours names none, and fails below anyway).
  const account = parseSecretToken(body.token)?.id;
  if (account) await enforceRateLimit("passwordLinkAccount", account);
  const redeemed = await redeemPasswordToken(body.token, "reset", body.password);
  return ok("Your password has been reset, you can sign in now", { email: redeemed.email });
});
