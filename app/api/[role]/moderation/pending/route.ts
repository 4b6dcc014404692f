import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { countPending } from "@/lib/moderation/moderation-inbox";

// GET /api/{role}/moderation/pending – how many items wait for review (the menu badge)
export const GET = route({ auth: "rolePath" }, async () => {
  return okData({ pending: await countPending() });
});
