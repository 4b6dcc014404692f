// GET /sitemap/{n}.xml – the fixed public pages, then every published/approved item, SITEMAP_URL_LIMIT
// URLs per file; /sitemap_index.xml lists the files. Each file is built once per content change.
import { readSitemapFile, readSitemapItemCount } from "@/lib/cache/public-cache";
import { getSite } from "@/lib/seo/site";
import { sitemapFileCount, sitemapFileXml, sitemapItemRange } from "@/lib/seo/sitemap";

// Publishing and approvals change it at any time: never a build-time snapshot.
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Context) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= sitemapFileCount(await readSitemapItemCount())) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { skip, take } = sitemapItemRange(index);
  const xml = await readSitemapFile(skip, take, (items) => sitemapFileXml(getSite().url, index, items));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
