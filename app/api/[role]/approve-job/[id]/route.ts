import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { approveJob } from "@/lib/data/jobs";
import { objectIdSchema } from "@/lib/validations/common";
import { recordAudit } from "@/lib/data/audit";

// POST /api/{role}/approve-job/{id} – a moderator approves a job
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    await approveJob(params.id);
    await recordAudit(user, "job.approve", { type: "job", id: params.id });
    return ok("Job approved");
  },
);
