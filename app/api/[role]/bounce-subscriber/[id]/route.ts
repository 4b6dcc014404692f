import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { recordAudit } from "@/lib/staff/audit";
import { markSubscriberBounced } from "@/lib/newsletter/subscribers";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/bounce-subscriber/{id} – staff mark an address as bounced: it is never mailed again
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    const email = await markSubscriberBounced(params.id);
    await recordAudit(user, "subscriber.bounce", { type: "subscriber", id: params.id, summary: email });
    return ok("Subscriber marked as bounced");
  },
);
