import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { idParamsSchema } from "@/lib/common-schemas";
import { getApplication } from "@/lib/applications/applications";

export const dynamic = "force-dynamic";

// GET /api/applications/{id} – one application for the job's owners (or admin staff handling a complaint, audited)
export const GET = route({ auth: "memberOrStaff", params: idParamsSchema }, async ({ params, caller }) => {
  return okData({ application: await getApplication(params.id, caller) });
});
