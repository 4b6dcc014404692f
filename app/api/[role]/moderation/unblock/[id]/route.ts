import { z } from "zod";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { removeBlock } from "@/lib/moderation/moderation-blocks";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/moderation/unblock/{id} – removes a block: that submitter's next items are reviewed again
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    await removeBlock(params.id, user);
    return ok("Block removed");
  },
);
