import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { setJobStatus } from "@/lib/jobs/job-changes";
import { jobStatusBodySchema, jobStatusParamsSchema } from "@/lib/jobs/job-schemas";

// POST /api/{role}/job-status/{id} { status?: "open" | "filled", validThrough? } – staff mark a job
// filled, reopen it or extend it; only what the body names changes
export const POST = route(
  { auth: "rolePath", params: jobStatusParamsSchema, body: jobStatusBodySchema },
  async ({ params, body, user }) => {
    const job = await setJobStatus(params.id, body, user);
    return ok("Job updated", { job });
  },
);
