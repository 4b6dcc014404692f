import { after } from "next/server";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { deliverModerationMails } from "@/lib/moderation/moderation-decisions";
import { ok } from "@/lib/api/responses";
import { approveEvent } from "@/lib/events/events";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/approve-event/{id} – a moderator approves an event
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    const mailId = await approveEvent(params.id, user);
    if (mailId) after(() => deliverModerationMails([mailId]));
    return ok("Event approved");
  },
);
