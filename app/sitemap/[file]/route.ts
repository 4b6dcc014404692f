// GET /sitemap/{n}.xml – the fixed public pages, then every published/approved item, SITEMAP_URL_LIMIT
// URLs per file; /sitemap/pay.xml the pay data's country pages with figures; /sitemap_index.xml lists
// the files. Each file is built once per content change.
import { readSitemapFile, readSitemapItemCount } from "@/lib/cache/public-cache";
import { getSite } from "@/lib/seo/site";
import { listPayCountryPaths } from "@/lib/pay";
import {
  PAY_SITEMAP_FILE,
  sitemapFileCount,
  sitemapFileXml,
  sitemapItemRange,
  sitemapPathsXml,
} from "@/lib/seo/sitemap";

// Publishing and approvals change it at any time: never a build-time snapshot.
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Context) {
  const file = (await params).file;
  if (file === PAY_SITEMAP_FILE)
    return xmlResponse(sitemapPathsXml(getSite().url, await listPayCountryPaths()));
  const match = /^(\d{1,6})\.xml$/.exec(file);
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= sitemapFileCount(await readSitemapItemCount())) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { skip, take } = sitemapItemRange(index);
  const xml = await readSitemapFile(skip, take, (items) => sitemapFileXml(getSite().url, index, items));
  return xmlResponse(xml);
}

function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
