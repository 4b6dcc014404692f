import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { addFeed } from "@/lib/data/feeds";
import { addFeedSchema } from "@/lib/validations/feed";
import { recordAudit } from "@/lib/data/audit";

// POST /api/profile/add-feed – staff add a feed URL with its default category
export const POST = route({ auth: "staff", body: addFeedSchema }, async ({ body, user }) => {
  const feed = await addFeed(body);
  await recordAudit(user, "feed.add", { type: "feed", id: feed._id, summary: feed.url });
  return ok("Feed added successfully", { feed }, { status: 201 });
});
