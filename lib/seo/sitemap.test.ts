import { describe, expect, it } from "vitest";
import {
  SITEMAP_URL_LIMIT,
  sitemapFileCount,
  sitemapFileXml,
  sitemapIndexXml,
  sitemapPathsXml,
  sitemapItemRange,
  staticSitemapPaths,
} from "@/lib/seo/sitemap";
import { metaDescription } from "@/lib/seo/urls";

describe("sitemap layout", () => {
  const statics = staticSitemapPaths().length;

  it("lists the sections and category pages", () => {
    expect(staticSitemapPaths()).toEqual(
      expect.arrayContaining(["/", "/jobs", "/events", "/certifications", "/about", "/category/payroll"]),
    );
  });

  it("lists the pay explorer and a page per HR role family (issue 45)", () => {
    const paths = staticSitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(["/pay", "/pay/talent-acquisition", "/pay/payroll"]));
    expect(paths).not.toContain("/pay/not-hr");
  });

  it("splits past SITEMAP_URL_LIMIT URLs without gaps or overlaps", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT - statics)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT - statics + 1)).toBe(2);
    expect(sitemapItemRange(0)).toEqual({ skip: 0, take: SITEMAP_URL_LIMIT - statics });
    const second = sitemapItemRange(1);
    expect(second.skip).toBe(SITEMAP_URL_LIMIT - statics);
    expect(sitemapItemRange(2).skip).toBe(second.skip + second.take);
  });

  it("writes a file: the static pages first in file 0 only, then the items with their last change", () => {
    const items = [
      { kind: "blog" as const, id: "a1", lastModified: "2026-01-02T00:00:00.000Z" },
      { kind: "job" as const, id: "b2", lastModified: "2026-01-03T00:00:00.000Z" },
    ];
    const first = sitemapFileXml("https://hr.example.com", 0, items);
    expect(
      first.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect([...first.matchAll(/<url>/g)]).toHaveLength(statics + 2);
    expect(first).toContain("<loc>https://hr.example.com/about</loc>\n<changefreq>daily</changefreq>");
    expect(first).toContain("<loc>https://hr.example.com/category/payroll</loc>");
    expect(first).toContain(
      "<loc>https://hr.example.com/blog/a1</loc>\n<lastmod>2026-01-02T00:00:00.000Z</lastmod>",
    );
    expect(first).toContain("<loc>https://hr.example.com/jobs/b2</loc>");
    const second = sitemapFileXml("https://hr.example.com", 1, items);
    expect([...second.matchAll(/<url>/g)]).toHaveLength(2);
    expect(second.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes URLs for XML", () => {
    const xml = sitemapFileXml("https://hr.example.com", 1, [
      { kind: "blog", id: "a&b<c", lastModified: "2026-01-02T00:00:00.000Z" },
    ]);
    expect(xml).toContain("<loc>https://hr.example.com/blog/a&amp;b%3Cc</loc>");
  });

  it("writes an index of the files", () => {
    const xml = sitemapIndexXml("https://hr.example.com", 2, "2026-01-01T00:00:00.000Z");
    expect(xml).toContain("<loc>https://hr.example.com/sitemap/0.xml</loc>");
    expect(xml).toContain("<loc>https://hr.example.com/sitemap/1.xml</loc>");
    expect(xml).toContain("<loc>https://hr.example.com/sitemap/pay.xml</loc>");
    expect(xml.indexOf("/sitemap/0.xml")).toBeLessThan(xml.indexOf("/sitemap/pay.xml"));
  });

  it("writes the pay data's country pages as a file of paths", () => {
    const xml = sitemapPathsXml("https://hr.example.com", ["/pay/payroll/ch"]);
    expect(xml).toContain("<loc>https://hr.example.com/pay/payroll/ch</loc>");
    expect(sitemapPathsXml("https://hr.example.com", [])).toContain("<urlset");
  });
});

describe("metaDescription", () => {
  it("collapses whitespace and cuts at a word", () => {
    expect(metaDescription("  a \n b  ")).toBe("a b");
    const long = metaDescription("word ".repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith("word…")).toBe(true);
  });
});
