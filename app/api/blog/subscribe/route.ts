import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { countHit } from "@/lib/data/rate-limits";
import { requestSubscription, SUBSCRIBE_PER_ADDRESS_PER_HOUR } from "@/lib/data/subscribers";
import { getEnv } from "@/lib/env";
import { deliverMail } from "@/lib/mail/send";
import { subscribeSchema } from "@/lib/validations/subscriber";

export const SUBSCRIBE_MESSAGE = "Check your inbox to confirm your subscription.";

// POST /api/blog/subscribe – newsletter sign-up (double opt-in); the same answer for every address
export const POST = route(
  { body: subscribeSchema, rateLimit: "subscribe", honeypot: SUBSCRIBE_MESSAGE },
  async ({ body }) => {
    const { count } = await countHit(`subscribe-address:${body.email}`, 60 * 60);
    if (count <= SUBSCRIBE_PER_ADDRESS_PER_HOUR * getEnv().RATE_LIMIT_SCALE) {
      const mailId = await requestSubscription(body.email);
      // Sent after the answer, so neither its content nor its timing tells who is subscribed.
      if (mailId) after(() => deliverMail(mailId).then(() => undefined));
    }
    return ok(SUBSCRIBE_MESSAGE);
  },
);
