import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deleteFeed } from "@/lib/feeds/feeds";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/profile/delete-feed/{id} – staff remove a feed (its imported blogs stay)
export const POST = route({ auth: "staff", params: idParamsSchema }, async ({ params, user }) => {
  await deleteFeed(params.id, user);
  return ok("Feed removed successfully");
});
