import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listCertifications } from "@/lib/data/certifications";
import { certificationListQuerySchema } from "@/lib/validations/certification";

// GET /api/admin/certifications?page= – every certification, newest first (public: the site lists them too)
export const GET = route({ query: certificationListQuerySchema }, async ({ query }) => {
  const { certifications, pagination } = await listCertifications(query);
  return okData({ certifications, pagination });
});
