import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { extendOwnJob } from "@/lib/jobs/job-owner-actions";
import { idParamsSchema } from "@/lib/common-schemas";
import { extendJobSchema } from "@/lib/jobs/job-owner-schemas";

// POST /api/jobs/{id}/extend – the owner adds 1–30 days to the job's run (never past 180 days after approval)
export const POST = route(
  { auth: "member", params: idParamsSchema, body: extendJobSchema },
  async ({ member, params, body }) => {
    return okData({ message: "Job extended", job: await extendOwnJob(params.id, member.id, body.days) });
  },
);
