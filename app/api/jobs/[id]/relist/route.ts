import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { relistOwnJob } from "@/lib/jobs/job-owner-actions";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/jobs/{id}/relist – an expired, filled or closed job goes back through review for a new run
export const POST = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return okData({
    message: "Job sent for review; approval starts a new 30-day run",
    job: await relistOwnJob(params.id, member.id),
  });
});
