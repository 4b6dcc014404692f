// GET /sitemap/{n}.xml – every public page and published/approved item, 50 000 URLs per file
import type { MetadataRoute } from "next";
import { readSitemapItemCount, readSitemapItems } from "@/lib/data/public-cache";
import { getSite } from "@/lib/seo/site";
import { itemPath, sitemapFileCount, sitemapItemRange, staticSitemapPaths } from "@/lib/seo/sitemap";
import { absoluteUrl } from "@/lib/seo/urls";

// Publishing and approvals change it at any time: never a build-time snapshot.
export const dynamic = "force-dynamic";

export async function generateSitemaps() {
  const files = sitemapFileCount(await readSitemapItemCount());
  return Array.from({ length: files }, (_, id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const index = Number(await props.id);
  const { url } = getSite();
  const { skip, take } = sitemapItemRange(index);
  const items = await readSitemapItems(skip, take);
  const pages: MetadataRoute.Sitemap =
    index === 0 ? staticSitemapPaths().map((path) => ({ url: absoluteUrl(url, path), changeFrequency: "daily" })) : [];
  return [
    ...pages,
    ...items.map((item) => ({ url: absoluteUrl(url, itemPath(item.kind, item.id)), lastModified: item.lastModified })),
  ];
}
