import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { recordAudit } from "@/lib/staff/audit";
import { removeSubscriber } from "@/lib/newsletter/subscribers";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/delete-subscriber/{id} – staff remove an address from the list entirely
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    const email = await removeSubscriber(params.id);
    await recordAudit(user, "subscriber.delete", { type: "subscriber", id: params.id, summary: email });
    return ok("Subscriber removed");
  },
);
