import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listBlocks } from "@/lib/moderation/moderation-blocks";

// GET /api/{role}/moderation/blocks – blocked submitters (e-mails and client addresses), newest first
export const GET = route({ auth: "rolePath" }, async () => {
  return okData({ blocks: await listBlocks() });
});
