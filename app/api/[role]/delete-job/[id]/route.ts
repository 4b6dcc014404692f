import { z } from "zod";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { deleteJob } from "@/lib/jobs/job-changes";
import { objectIdSchema } from "@/lib/common-schemas";

// POST /api/{role}/delete-job/{id} – a moderator deletes a job
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: objectIdSchema }) },
  async ({ params, user }) => {
    await deleteJob(params.id, user);
    return ok("Job deleted");
  },
);
