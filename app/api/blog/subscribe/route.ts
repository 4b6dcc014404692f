import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { requestSubscription } from "@/lib/newsletter/subscribers";
import { deliverMail } from "@/lib/mail/send";
import { withinRateLimit } from "@/lib/rate-limit/enforce";
import { subscribeSchema } from "@/lib/newsletter/subscriber-schemas";

export const SUBSCRIBE_MESSAGE = "Check your inbox to confirm your subscription.";

// POST /api/blog/subscribe – newsletter sign-up (double opt-in); the same answer for every address
export const POST = route(
  { body: subscribeSchema, rateLimit: "subscribe", honeypot: SUBSCRIBE_MESSAGE },
  async ({ body }) => {
    if (await withinRateLimit("subscribeAddress", body.email)) {
      const mailId = await requestSubscription(body.email);
      // Sent after the answer, so neither its content nor its timing tells who is subscribed.
      if (mailId) after(() => deliverMail(mailId).then(() => undefined));
    }
    return ok(SUBSCRIBE_MESSAGE);
  },
);
