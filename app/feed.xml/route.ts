// GET /feed.xml – RSS 2.0 of the newest 50 published posts
import { readFeedPosts } from "@/lib/data/public-cache";
import { rssFeedXml } from "@/lib/seo/rss";
import { getSite } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export async function GET() {
  const posts = await readFeedPosts(50);
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
    "HR industry news, blogs, events, jobs and certifications.",
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
