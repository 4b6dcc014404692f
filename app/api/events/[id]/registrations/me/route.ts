import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { deliverMails } from "@/lib/mail/send";
import { cancelRegistration } from "@/lib/events/event-registrations";

// DELETE /api/events/{id}/registrations/me – the member cancels; the first waitlisted guest moves up
export const DELETE = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  const { mailIds } = await cancelRegistration(params.id, member.id);
  if (mailIds.length) after(() => deliverMails(mailIds).catch(() => undefined));
  return ok("Your registration is cancelled", {}, { headers: { "Cache-Control": "private, no-store" } });
});
