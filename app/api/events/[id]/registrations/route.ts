import { after } from "next/server";
import { assertSameSiteWrite, readJson, route } from "@/lib/api/route";
import { ok, okData } from "@/lib/api/responses";
import { idParamsSchema } from "@/lib/common-schemas";
import { enforceRateLimit } from "@/lib/rate-limit/enforce";
import { deliverMails } from "@/lib/mail/send";
import {
  registerForEvent,
  registrationSummary,
  requestGuestRegistration,
} from "@/lib/events/event-registrations";
import { guestRegistrationSchema } from "@/lib/events/registration-schemas";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const REGISTERED_MESSAGES = {
  registered: "You're registered: a confirmation is on its way to your inbox",
  waitlisted: "The event is full: you're on the waitlist and we mail you if a seat frees up",
  pending: "Registration received: the organiser approves each guest and we mail you their decision",
  declined: "The organiser declined your registration",
} as const;
export const GUEST_CONFIRM_MESSAGE =
  "Almost there: we have sent you an e-mail. Confirm your address and your registration is made.";

// GET /api/events/{id}/registrations – seats left and the signed-in member's own registration
export const GET = route(
  { params: idParamsSchema, rateLimit: "publicRead" },
  async ({ params, getMember }) => {
    const member = await getMember();
    const summary = await registrationSummary(params.id, member?.id ?? null);
    return okData({ ...summary, signedIn: Boolean(member) }, { headers: PRIVATE });
  },
);

// POST /api/events/{id}/registrations – a member registers with their session; a guest sends
// { name, email } and is registered once they confirm the address (201 either way)
export const POST = route({ params: idParamsSchema }, async ({ req, params, ip, getMember }) => {
  const member = await getMember();
  if (member) {
    assertSameSiteWrite(req);
    const result = await registerForEvent(
      params.id,
      { memberId: member.id, name: member.name || member.email, email: member.email },
      { address: ip },
    );
    if (result.mailIds.length) after(() => deliverMails(result.mailIds).catch(() => undefined));
    return ok(
      REGISTERED_MESSAGES[result.registration.state],
      { registration: result.registration },
      { status: 201, headers: PRIVATE },
    );
  }
  await enforceRateLimit("eventRegistration", ip);
  const guest = guestRegistrationSchema.parse(await readJson(req));
  const request = await requestGuestRegistration(params.id, guest, { address: ip });
  if (request.mailIds.length) after(() => deliverMails(request.mailIds).catch(() => undefined));
  return ok(
    GUEST_CONFIRM_MESSAGE,
    { registration: { id: request.id, state: "pending" }, confirm: true },
    { status: 201, headers: PRIVATE },
  );
});
