// Sitemap layout: the fixed public pages first, then every published/approved item, cut into files of
// at most 50 000 URLs (the protocol's limit); /sitemap_index.xml is the index of those files.
import { BLOG_CATEGORIES } from "@/lib/constants";
import { blogListingHref } from "@/lib/blog-listing";
import { absoluteUrl, blogPath, certificationPath, eventPath, jobPath } from "@/lib/seo/urls";

export const SITEMAP_URL_LIMIT = 50_000;

/** Public pages that are not content items: sections and the category listings. */
export function staticSitemapPaths(): string[] {
  const categories = BLOG_CATEGORIES.map((category) => blogListingHref({ category }));
  return ["/", "/jobs", "/events", "/certifications", "/about", ...categories];
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

export function itemPath(kind: "blog" | "job" | "event" | "certification", id: string): string {
  if (kind === "blog") return blogPath(id);
  if (kind === "job") return jobPath(id);
  if (kind === "event") return eventPath(id);
  return certificationPath(id);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemap index pointing at `/sitemap/{n}.xml`. */
export function sitemapIndexXml(siteUrl: string, fileCount: number, lastModified: string): string {
  const entries = Array.from({ length: fileCount }, (_, n) =>
    `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(siteUrl, `/sitemap/${n}.xml`))}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
