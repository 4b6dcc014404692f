import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deleteCertification } from "@/lib/certifications/certifications";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/admin/delete-certification/{id} – an admin deletes a certification
export const POST = route({ auth: "admin", params: idParamsSchema }, async ({ params, user }) => {
  await deleteCertification(params.id, user);
  return ok("Certification deleted");
});
