import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { escapeXml, rssFeedXml } from "@/lib/seo/rss";

const site = { url: "https://hr.example.com", name: "HR & Pulse" };

describe("rssFeedXml", () => {
  it("writes a feed rss-parser reads back, with hostile text escaped", async () => {
    const xml = rssFeedXml(
      site,
      [
        {
          _id: "a1",
          title: 'Tom & Jerry <b>"pay"</b>',
          summary: "x ]]> y \u0001 z",
          authorName: "Ann",
          categories: ["Payroll"],
          createdAt: "2026-02-01T10:00:00.000Z",
        },
        {
          _id: "a0",
          title: "Older",
          summary: "",
          authorName: "",
          categories: [],
          createdAt: "2026-01-01T10:00:00.000Z",
        },
      ],
      "News",
    );
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe("HR & Pulse");
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      title: 'Tom & Jerry <b>"pay"</b>',
      link: "https://hr.example.com/blog/a1",
      guid: "https://hr.example.com/blog/a1",
      creator: "Ann",
      categories: ["Payroll"],
    });
    expect(new Date(feed.items[0]!.pubDate!).toISOString()).toBe("2026-02-01T10:00:00.000Z");
    expect(xml).not.toContain("\u0001");
  });

  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});
