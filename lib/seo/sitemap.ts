// Sitemap layout: the fixed public pages first, then every published/approved item, cut into files of
// at most SITEMAP_URL_LIMIT URLs; /sitemap_index.xml is the index of those files.
import { BLOG_CATEGORIES } from "@/lib/constants";
import { blogListingHref } from "@/lib/posts/blog-listing";
import type { SitemapItem } from "@/lib/seo/seo-reads";
import { ROLE_FAMILIES } from "@/lib/jobs/rules/role-family";
import {
  absoluteUrl,
  blogPath,
  certificationPath,
  companyPath,
  eventPath,
  jobPath,
  payPath,
} from "@/lib/seo/urls";

/**
 * URLs per sitemap file. The protocol allows 50 000 (about 6 MB); 2 000 keeps a file near 240 KB, so a
 * burst of crawler requests holds little memory (WordPress's Yoast uses 1 000).
 */
export const SITEMAP_URL_LIMIT = 2_000;

/** Public pages that are not content items: sections and the category listings. */
export function staticSitemapPaths(): string[] {
  const categories = BLOG_CATEGORIES.map((category) => blogListingHref({ category }));
  return [
    "/",
    "/jobs",
    "/events",
    "/certifications",
    "/companies",
    payPath(),
    ...ROLE_FAMILIES.filter((family) => family !== "not-hr").map((family) => payPath(family)),
    "/about",
    "/privacy",
    "/terms",
    ...categories,
  ];
}

/** How many sitemap files `itemCount` items need (the first one also holds the static pages). */
export function sitemapFileCount(itemCount: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil((itemCount + staticSitemapPaths().length) / limit));
}

/** Which slice of the item sequence file `index` holds, after the static pages at the start of file 0. */
export function sitemapItemRange(index: number, limit = SITEMAP_URL_LIMIT): { skip: number; take: number } {
  const statics = staticSitemapPaths().length;
  if (index === 0) return { skip: 0, take: limit - statics };
  return { skip: index * limit - statics, take: limit };
}

export function itemPath(kind: "blog" | "job" | "event" | "certification" | "company", id: string): string {
  if (kind === "blog") return blogPath(id);
  if (kind === "company") return companyPath(id);
  if (kind === "job") return jobPath(id);
  if (kind === "event") return eventPath(id);
  return certificationPath(id);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The pay data's country pages (issue 45): a file of its own, after the numbered ones. */
export const PAY_SITEMAP_FILE = "pay.xml";

/** A sitemap index pointing at `/sitemap/{n}.xml`, then `/sitemap/pay.xml`. */
export function sitemapIndexXml(siteUrl: string, fileCount: number, lastModified: string): string {
  const files = [...Array.from({ length: fileCount }, (_, n) => `${n}.xml`), PAY_SITEMAP_FILE];
  const entries = files.map(
    (file) =>
      `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(siteUrl, `/sitemap/${file}`))}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** Sitemap file `index`: the static pages (file 0 only, changing daily), then `items` with their last change. */
export function sitemapFileXml(siteUrl: string, index: number, items: SitemapItem[]): string {
  const statics = index === 0 ? staticSitemapPaths() : [];
  const entries = [
    ...statics.map(
      (path) =>
        `<url>\n<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n<changefreq>daily</changefreq>\n</url>`,
    ),
    ...items.map(
      (item) =>
        `<url>\n<loc>${escapeXml(absoluteUrl(siteUrl, itemPath(item.kind, item.id)))}</loc>\n<lastmod>${item.lastModified}</lastmod>\n</url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** A sitemap file of plain paths (the pay data's country pages). */
export function sitemapPathsXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.map(
    (path) =>
      `<url>\n<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n<changefreq>daily</changefreq>\n</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
