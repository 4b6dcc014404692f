import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { configuredFeedUrls, listFeeds } from "@/lib/feeds/feeds";

export const dynamic = "force-dynamic";

// GET /api/{role}/feeds – the managed feed list with each feed's last run, plus the RSS_FEEDS entries
export const GET = route({ auth: "rolePath" }, async () => {
  const feeds = await listFeeds();
  return ok("Feeds fetched successfully", { feeds, configuredFeeds: configuredFeedUrls() });
});
