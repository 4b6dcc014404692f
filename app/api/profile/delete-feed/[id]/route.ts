import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deleteFeed } from "@/lib/data/feeds";
import { idParamsSchema } from "@/lib/validations/common";
import { recordAudit } from "@/lib/data/audit";

// POST /api/profile/delete-feed/{id} – staff remove a feed (its imported blogs stay)
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  await deleteFeed(params.id);
  await recordAudit(user, "feed.delete", { type: "feed", id: params.id });
  return ok("Feed removed successfully");
});
