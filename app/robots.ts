// GET /robots.txt – crawl everything public; keep crawlers out of the back-office, the API and the
// search route (search results are noindex; readers reach them at /?search=…)
import type { MetadataRoute } from "next";
import { getSite } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const { url } = getSite();
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/images/"], disallow: ["/profile", "/api/", "/search"] }],
    sitemap: `${url}/sitemap_index.xml`,
  };
}
