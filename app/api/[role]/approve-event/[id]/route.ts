import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { approveEvent } from "@/lib/data/events";
import { objectIdSchema } from "@/lib/validations/common";
import { recordAudit } from "@/lib/data/audit";

// POST /api/{role}/approve-event/{id} – a moderator approves an event
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    await approveEvent(params.id);
    await recordAudit(user, "event.approve", { type: "event", id: params.id });
    return ok("Event approved");
  },
);
