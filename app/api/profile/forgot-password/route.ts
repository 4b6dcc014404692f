import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { enforceRateLimit } from "@/lib/rate-limit/enforce";
import { requestPasswordReset } from "@/lib/staff/passwords";
import { deliverMail } from "@/lib/mail/send";
import { forgotPasswordSchema } from "@/lib/staff/auth-schemas";

const FORGOT_PASSWORD_MESSAGE =
  "If an account uses this address, we have sent it a link to choose a new password.";

// POST /api/profile/forgot-password – e-mails a reset link to a known, active address (same answer for any)
export const POST = route({ body: forgotPasswordSchema, rateLimit: "forgotPassword" }, async ({ body }) => {
  await enforceRateLimit("forgotPasswordAddress", body.email);
  const mailId = await requestPasswordReset(body.email);
  if (mailId) after(() => deliverMail(mailId).then(() => undefined));
  return ok(FORGOT_PASSWORD_MESSAGE);
});
