// GET /category/{slug}/feed.xml – RSS 2.0 of the newest 50 published posts of one category
import { categoryFromSlug } from "@/lib/posts/blog-listing";
import { readFeedPosts } from "@/lib/cache/public-cache";
import { FEED_SIZE, feedResponse } from "@/lib/seo/feed-response";
import { getSite } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { slug } = await params;
  const category = categoryFromSlug(slug);
  if (!category)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return feedResponse(
    await readFeedPosts(FEED_SIZE, category),
    `The newest ${category} posts on ${getSite().name}.`,
    {
      selfPath: `/category/${slug}/feed.xml`,
      title: `${getSite().name} – ${category}`,
      pagePath: `/category/${slug}`,
    },
  );
}
