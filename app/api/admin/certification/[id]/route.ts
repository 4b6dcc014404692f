import { notFound } from "@/lib/errors";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { findCertification } from "@/lib/certifications/certifications";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/admin/certification/{id} – one certification for the edit screen
export const GET = route({ auth: "admin", params: idParamsSchema }, async ({ params }) => {
  const certification = await findCertification(params.id);
  if (!certification) throw notFound("Certification not found");
  return okData({ certification });
});
