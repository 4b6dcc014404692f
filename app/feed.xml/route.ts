// GET /feed.xml – RSS 2.0 of the newest 50 published posts
import { readFeedPosts } from "@/lib/cache/public-cache";
import { FEED_SIZE, feedResponse } from "@/lib/seo/feed-response";

export const dynamic = "force-dynamic";

export async function GET() {
  return feedResponse(
    await readFeedPosts(FEED_SIZE),
    "HR industry news, blogs, events, jobs and certifications.",
  );
}
