import { describe, expect, it } from "vitest";
import { SITEMAP_URL_LIMIT, sitemapFileCount, sitemapIndexXml, sitemapItemRange, staticSitemapPaths } from "@/lib/seo/sitemap";
import { metaDescription } from "@/lib/seo/urls";

describe("sitemap layout", () => {
  const statics = staticSitemapPaths().length;

  it("lists the sections and category pages", () => {
    expect(staticSitemapPaths()).toEqual(expect.arrayContaining(["/", "/jobs", "/events", "/certifications", "/about", "/?category=Payroll"]));
  });

  it("splits past 50 000 URLs without gaps or overlaps", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT - statics)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT - statics + 1)).toBe(2);
    expect(sitemapItemRange(0)).toEqual({ skip: 0, take: SITEMAP_URL_LIMIT - statics });
    const second = sitemapItemRange(1);
    expect(second.skip).toBe(SITEMAP_URL_LIMIT - statics);
    expect(sitemapItemRange(2).skip).toBe(second.skip + second.take);
  });

  it("writes an index of the files", () => {
    const xml = sitemapIndexXml("https://hr.example.com", 2, "2026-01-01T00:00:00.000Z");
    expect(xml).toContain("<loc>https://hr.example.com/sitemap/0.xml</loc>");
    expect(xml).toContain("<loc>https://hr.example.com/sitemap/1.xml</loc>");
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
