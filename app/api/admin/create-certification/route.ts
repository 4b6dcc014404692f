import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createCertification } from "@/lib/data/certifications";
import { createCertificationSchema } from "@/lib/validations/certification";
import { recordAudit } from "@/lib/data/audit";

// POST /api/admin/create-certification – an admin adds a certification
export const POST = route({ auth: "admin", body: createCertificationSchema }, async ({ body, user }) => {
  const certification = await createCertification(body);
  await recordAudit(user, "certification.create", { type: "certification", id: certification._id, summary: certification.title });
  return ok("Certification added", { certification }, { status: 201 });
});
