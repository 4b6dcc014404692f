import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { endOwnJob } from "@/lib/jobs/job-owner-actions";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/jobs/{id}/close – the owner closes the job: it leaves every list at once
export const POST = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return okData({ message: "Job closed", job: await endOwnJob(params.id, member.id, "closed") });
});
