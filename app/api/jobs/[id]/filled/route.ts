import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { endOwnJob } from "@/lib/jobs/job-owner-actions";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/jobs/{id}/filled – the owner marks the job filled: it leaves every list at once
export const POST = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return okData({ message: "Job marked filled", job: await endOwnJob(params.id, member.id, "filled") });
});
