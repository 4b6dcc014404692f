import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listCertifications } from "@/lib/certifications/certifications";
import { certificationListQuerySchema } from "@/lib/certifications/certification-schemas";

// GET /api/{role}/certifications?page= – certifications for the back-office list
export const GET = route({ auth: "rolePath", query: certificationListQuerySchema }, async ({ query }) => {
  const { certifications, pagination } = await listCertifications(query);
  return okData({ certifications, pagination });
});
