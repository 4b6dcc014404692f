import { describe, expect, it } from "vitest";
import { RSS_SUBTITLE_MAX_LENGTH, itemDate, itemImage, mapFeedItem } from "@/lib/feeds/map-item";
import type { RawFeedItem } from "@/lib/feeds/parse-feed";

const now = new Date("2025-06-10T12:00:00Z");
const context = {
  feedTitle: "Feed Title",
  feedUrl: "https://feed.example.com/rss",
  category: "Payroll" as const,
  now,
};

describe("itemDate", () => {
  it("uses the item's date, never a future one, and now when missing or invalid", () => {
    expect(itemDate({ isoDate: "2025-01-02T03:04:05.000Z" }, now).toISOString()).toBe(
      "2025-01-02T03:04:05.000Z",
    );
    expect(itemDate({ pubDate: "Tue, 03 Jun 2025 09:30:00 GMT" }, now).toISOString()).toBe(
      "2025-06-03T09:30:00.000Z",
    );
    expect(itemDate({ isoDate: "2100-01-01T00:00:00Z" }, now)).toBe(now);
    expect(itemDate({ pubDate: "not a date" }, now)).toBe(now);
    expect(itemDate({}, now)).toBe(now);
  });
});

describe("itemImage", () => {
  it("prefers an image enclosure, then media:content, then the first <img> of the content", () => {
    const html = '<p><img src="https://cdn.example.com/in-content.png"></p>';
    expect(itemImage({ enclosure: { url: "https://cdn.example.com/e.jpg", type: "image/jpeg" } }, html)).toBe(
      "https://cdn.example.com/e.jpg",
    );
    expect(itemImage({ enclosure: { url: "https://cdn.example.com/a.mp3", type: "audio/mpeg" } }, html)).toBe(
      "https://cdn.example.com/in-content.png",
    );
    expect(
      itemImage({ mediaContent: [{ $: { url: "https://cdn.example.com/m.png", medium: "image" } }] }, html),
    ).toBe("https://cdn.example.com/m.png");
    expect(itemImage({}, html)).toBe("https://cdn.example.com/in-content.png");
  });

  it("ignores images that are not http or https", () => {
    expect(itemImage({ enclosure: { url: "javascript:alert(1)", type: "image/png" } }, "")).toBeUndefined();
    expect(itemImage({}, '<img src="data:image/png;base64,AAAA">')).toBeUndefined();
    expect(
      itemImage({ mediaContent: [{ $: { url: "file:///etc/passwd", medium: "image" } }] }, ""),
    ).toBeUndefined();
  });
});

describe("mapFeedItem", () => {
  it("skips items without a usable link or title", () => {
    expect(mapFeedItem({ title: "No link" }, context)).toEqual({ ok: false, reason: "missing link" });
    expect(mapFeedItem({ title: "Bad link", link: "javascript:alert(1)" }, context)).toEqual({
      ok: false,
      reason: "missing link",
    });
    expect(mapFeedItem({ link: "https://x.example.com/a" }, context)).toEqual({
      ok: false,
      reason: "missing title",
    });
    expect(mapFeedItem({ link: "https://x.example.com/a", title: "<script>x()</script>" }, context)).toEqual({
      ok: false,
      reason: "missing title",
    });
  });

  it("maps a full item to blog fields", () => {
    const long = "word ".repeat(200);
    const item: RawFeedItem = {
      title: "Hello <b>world</b>",
      link: "https://x.example.com/a",
      creator: "Jane",
      isoDate: "2025-01-01T00:00:00.000Z",
      content: `<p>${long}</p>`,
    };
    const mapped = mapFeedItem(item, context);
    if (!mapped.ok) throw new Error("expected a mapped item");
    expect(mapped.blog.title).toBe("Hello world");
    expect(mapped.blog.authorName).toBe("Jane");
    expect(mapped.blog.category).toEqual(["Payroll"]);
    expect(mapped.blog.rssSource).toBe("https://x.example.com/a");
    expect(mapped.blog.subTitle.length).toBeLessThanOrEqual(RSS_SUBTITLE_MAX_LENGTH);
    expect(mapped.blog.subTitle).not.toContain("<");
    expect(mapped.blog.createdAt.toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });

  it("falls back to the feed title, then the host, for the author", () => {
    const base: RawFeedItem = { title: "T", link: "https://x.example.com/b" };
    const withFeed = mapFeedItem(base, context);
    const withHost = mapFeedItem(base, { ...context, feedTitle: undefined });
    expect(withFeed.ok && withFeed.blog.authorName).toBe("Feed Title");
    expect(withHost.ok && withHost.blog.authorName).toBe("feed.example.com");
  });
});
