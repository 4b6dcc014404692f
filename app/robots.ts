// GET /robots.txt – crawl everything public; keep crawlers out of the back-office, the API and the
// internal cached routes (lib/cache/cached-routes.ts)
import type { MetadataRoute } from "next";
import { getSite } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const { url } = getSite();
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/images/"], disallow: ["/profile", "/api/", "/cached/"] }],
    sitemap: `${url}/sitemap_index.xml`,
  };
}
