import { after } from "next/server";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { deliverModerationMails } from "@/lib/moderation/moderation-decisions";
import { ok } from "@/lib/api/responses";
import { approveJob } from "@/lib/jobs/job-changes";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/approve-job/{id} – a moderator approves a job
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    const mailId = await approveJob(params.id, user);
    if (mailId) after(() => deliverModerationMails([mailId]));
    return ok("Job approved");
  },
);
