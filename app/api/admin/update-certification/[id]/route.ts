import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { updateCertification } from "@/lib/certifications/certifications";
import { createCertificationSchema } from "@/lib/certifications/certification-schemas";
import { idParamsSchema } from "@/lib/common-schemas";

// PUT /api/admin/update-certification/{id} – an admin edits a certification (same body as create)
export const PUT = route(
  { auth: "admin", params: idParamsSchema, body: createCertificationSchema },
  async ({ params, body, user }) => {
    const certification = await updateCertification(params.id, body, user);
    return ok("Certification updated", { certification });
  },
);
