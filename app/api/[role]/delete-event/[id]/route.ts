import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deleteEvent } from "@/lib/events/events";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/delete-event/{id} – a moderator deletes an event
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    await deleteEvent(params.id, user);
    return ok("Event deleted");
  },
);
