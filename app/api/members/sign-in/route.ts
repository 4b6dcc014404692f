import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { withinRateLimit } from "@/lib/rate-limit/enforce";
import { requestMemberSignIn } from "@/lib/members/member-sign-in";
import { deliverMail } from "@/lib/mail/send";
import { memberSignInSchema } from "@/lib/members/member-schemas";

export const SIGN_IN_MESSAGE = "Check your inbox for your sign-in code.";

// POST /api/members/sign-in – mails a sign-in code and link; the same answer for every address
export const POST = route(
  { body: memberSignInSchema, rateLimit: "memberSignIn", honeypot: SIGN_IN_MESSAGE },
  async ({ body }) => {
    // At most 5 mails per address per hour, whatever the number of requests (never scaled).
    if (await withinRateLimit("memberSignInAddress", body.email)) {
      const mailId = await requestMemberSignIn(body.email);
      // Sent after the answer, so its timing tells nothing about the address.
      if (mailId) after(() => deliverMail(mailId).then(() => undefined));
    }
    return ok(SIGN_IN_MESSAGE);
  },
);
