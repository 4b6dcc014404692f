import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deliverMails } from "@/lib/mail/send";
import { confirmGuestRegistration } from "@/lib/events/event-registrations";
import { confirmSchema } from "@/lib/newsletter/newsletter-schemas";

const CONFIRMED = {
  registered: "Your address is confirmed and you're registered: the details are on their way",
  waitlisted: "Your address is confirmed. The event is full: you're on the waitlist",
  pending: "Your address is confirmed. The organiser approves each guest: we mail you their decision",
  declined: "Your address is confirmed",
} as const;

// POST /api/events/registrations/confirm { token } – the confirm page's button: a guest registers
export const POST = route({ body: confirmSchema, rateLimit: "eventRegistration" }, async ({ body }) => {
  const result = await confirmGuestRegistration(body.token);
  if (result.mailIds.length) after(() => deliverMails(result.mailIds).catch(() => undefined));
  return ok(CONFIRMED[result.registration.state], { registration: result.registration });
});
