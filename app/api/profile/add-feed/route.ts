import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { addFeed } from "@/lib/feeds/feeds";
import { addFeedSchema } from "@/lib/feeds/feed-schemas";

// POST /api/profile/add-feed – staff add a feed URL with its default category
export const POST = route({ auth: "staff", body: addFeedSchema }, async ({ body, user }) => {
  const feed = await addFeed(body, user);
  return ok("Feed added successfully", { feed }, { status: 201 });
});
