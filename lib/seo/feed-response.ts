// The HTTP answer of an RSS feed route (/feed.xml, /category/{slug}/feed.xml).
import type { FeedPost } from "@/lib/seo/seo-reads";
import { rssFeedXml, type RssChannel } from "@/lib/seo/rss";
import { getSite } from "@/lib/seo/site";

/** How many of the newest posts a feed lists. */
export const FEED_SIZE = 50;

export function feedResponse(posts: FeedPost[], description: string, channel?: RssChannel): Response {
  const xml = rssFeedXml(
    getSite(),
    posts.map((post) => ({
      _id: post._id,
      title: post.title,
      summary: post.subTitle || post.excerpt,
      authorName: post.authorName,
      categories: post.categories,
      createdAt: post.createdAt,
    })),
    description,
    channel,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
