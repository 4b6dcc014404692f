import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { idParamsSchema } from "@/lib/common-schemas";
import { withdrawApplication } from "@/lib/applications/applications";

// DELETE /api/members/me/applications/{id} – the member withdraws (the employer sees "Withdrawn"; the CV is deleted)
export const DELETE = route({ auth: "member", params: idParamsSchema }, async ({ params, member }) => {
  await withdrawApplication(params.id, member);
  return ok("Application withdrawn; your CV has been deleted", {
    application: { id: params.id, status: "withdrawn" },
  });
});
