// No open image proxy: Next's image optimizer refuses outside URLs, and an RSS item's image is
// fetched once at import (through the feed fetcher's guard), stored and served from /api/images.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Feed } from "@/models/Feed";
import { Image } from "@/models/Image";
import { connectAroundFile } from "../../helpers/db-hooks";
import { type FeedServer, startFeedServer } from "../../helpers/feed-server";
import { api, baseUrl } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
});

afterAll(async () => {
  const blogs = await Blog.find({ rssSource: { $regex: feeds.runId } })
    .select("image")
    .lean();
  const imageIds = blogs.flatMap(
    (blog) => /^\/api\/images\/([a-f0-9]{24})$/.exec(blog.image ?? "")?.slice(1) ?? [],
  );
  await Image.deleteMany({ _id: { $in: imageIds } });
  await Blog.deleteMany({ rssSource: { $regex: feeds.runId } });
  await Feed.deleteMany({ url: { $regex: feeds.runId } });
  await feeds.close();
});

describe("GET /_next/image", () => {
  it.each(["https://example.com/huge.png", "http://127.0.0.1:9/internal.png", "//evil.example.com/a.png"])(
    "answers 400 for the outside URL %s",
    async (url) => {
      const response = await appFetch(`${baseUrl()}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
        signal: AbortSignal.timeout(20000),
      });
      expect(response.status).toBe(400);
    },
  );
});

describe("RSS item images", () => {
  it("are stored at import and served from /api/images; an unfetchable one leaves the post without", async () => {
    const tag = feeds.runId;
    await Feed.create({ url: feeds.url(`/images.xml?tag=${tag}`), category: "Payroll" });
    const run = await runCron<{ imported: number }>("/api/cron/rss-import", {
      method: "POST",
      headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
    });
    expect(run.status).toBe(202);

    const withImage = await Blog.findOne({ rssSource: `https://images.example.com/${tag}/story-1` }).lean();
    expect(withImage?.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
    const served = await appFetch(`${baseUrl()}${withImage!.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const without = await Blog.findOne({ rssSource: `https://images.example.com/${tag}/story-2` }).lean();
    expect(without).not.toBeNull();
    expect(without!.image).toBeUndefined();

    // The public API shows the stored image, never the feed's address.
    const article = await api<{ blog: { image: string | null } }>(`/api/blog/${String(withImage!._id)}`);
    expect(article.json.blog.image).toBe(withImage!.image);
  });

  it("an older post that still holds an outside image address shows no image", async () => {
    const tag = feeds.runId;
    const legacy = await Blog.create({
      title: `${tag} legacy`,
      subTitle: "Imported before images were stored",
      author: { name: "Feed" },
      description: "<p>Old import</p>",
      category: ["Payroll"],
      isPublished: true,
      isFromRss: true,
      rssSource: `https://images.example.com/${tag}/legacy`,
      image: "https://cdn.example.com/legacy.jpg",
    });
    const article = await api<{ blog: { image: string | null } }>(`/api/blog/${String(legacy._id)}`);
    expect(article.status).toBe(200);
    expect(article.json.blog.image).toBeNull();
  });
});
