import { okCached } from "@/lib/api/etag";
import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { isFilteredCertificationQuery, listCertifications } from "@/lib/certifications/certifications";
import { readCertificationListing } from "@/lib/cache/public-cache";
import { runGatedRead } from "@/lib/server/work-limits";
import {
  certificationFiltersSchema,
  certificationListQuerySchema,
} from "@/lib/certifications/certification-schemas";

const querySchema = certificationListQuerySchema.extend(certificationFiltersSchema.shape);

// GET /api/admin/certifications?page=&level=&format=&credit= – certifications, newest first (public: the site lists them too)
export const GET = route(
  { query: querySchema, rateLimit: "publicRead", cached: true },
  async ({ req, query }) => {
    if (isFilteredCertificationQuery(query)) {
      return okData(await runGatedRead(() => listCertifications(query)));
    }
    const { certifications, pagination } = await readCertificationListing(query.page);
    return okCached(req, { certifications, pagination });
  },
);
