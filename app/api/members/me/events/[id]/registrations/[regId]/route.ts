import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deliverMails } from "@/lib/mail/send";
import { decideRegistration } from "@/lib/events/event-registrations";
import { registrationDecisionSchema, registrationParamsSchema } from "@/lib/events/registration-schemas";

const MESSAGES = {
  registered: "Guest approved: they have a seat",
  waitlisted: "Guest approved: no seat is left, so they are on the waitlist",
  declined: "Guest declined",
  pending: "Guest pending",
} as const;

// POST /api/members/me/events/{id}/registrations/{regId} { state } – the organiser approves or declines
export const POST = route(
  { auth: "member", params: registrationParamsSchema, body: registrationDecisionSchema },
  async ({ member, params, body }) => {
    const result = await decideRegistration(member.id, params.id, params.regId, body.state);
    if (result.mailIds.length) after(() => deliverMails(result.mailIds).catch(() => undefined));
    return ok(
      MESSAGES[result.registration.state],
      { registration: result.registration },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
