// GET /sitemap_index.xml – the sitemap index: one entry per /sitemap/{n}.xml file
import { readSitemapItemCount } from "@/lib/cache/public-cache";
import { getSite } from "@/lib/seo/site";
import { sitemapFileCount, sitemapIndexXml } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

export async function GET() {
  const files = sitemapFileCount(await readSitemapItemCount());
  return new Response(sitemapIndexXml(getSite().url, files, new Date().toISOString()), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
