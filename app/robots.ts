// GET /robots.txt – crawl everything public; keep crawlers out of the back-office and the API
import type { MetadataRoute } from "next";
import { getSite } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const { url } = getSite();
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/images/"], disallow: ["/profile", "/api/"] }],
    sitemap: `${url}/sitemap_index.xml`,
  };
}
