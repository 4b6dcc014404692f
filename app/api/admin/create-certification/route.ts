import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createCertification } from "@/lib/certifications/certifications";
import { createCertificationSchema } from "@/lib/certifications/certification-schemas";

// POST /api/admin/create-certification – an admin adds a certification
export const POST = route({ auth: "admin", body: createCertificationSchema }, async ({ body, user }) => {
  const certification = await createCertification(body, user);
  return ok("Certification added", { certification }, { status: 201 });
});
