import { okCached } from "@/lib/api/etag";
import { route } from "@/lib/api/route";
import { readCertificationListing } from "@/lib/data/public-cache";
import { certificationListQuerySchema } from "@/lib/validations/certification";

// GET /api/admin/certifications?page= – every certification, newest first (public: the site lists them too)
export const GET = route(
  { query: certificationListQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query }) => {
    const { certifications, pagination } = await readCertificationListing(query.page);
    return okCached(req, { certifications, pagination });
  },
);
