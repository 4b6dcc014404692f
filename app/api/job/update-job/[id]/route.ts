import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { assertJobExists, updateJob } from "@/lib/jobs/job-changes";
import { jobFromForm } from "@/lib/jobs/job-form";
import { updateOwnJob } from "@/lib/jobs/job-owner-actions";
import { getOwnedJob } from "@/lib/jobs/job-owners";
import { idParamsSchema } from "@/lib/common-schemas";

const OWNER_EDIT_PENDING = "Your changes are waiting for review; the job stays as it was until then";

// PUT /api/job/update-job/{id} – staff edit a job at once; its owner's edit of a published job waits for review
export const PUT = route(
  { auth: "memberOrStaff", params: idParamsSchema, multipart: true },
  async ({ params, form, caller }) => {
    if (caller.kind === "staff") {
      await assertJobExists(params.id);
      const { fields, imageUrl } = await jobFromForm(form!);
      const job = await updateJob(params.id, fields, imageUrl, caller.user);
      return ok("Job updated", { job });
    }
    const { member } = caller;
    await getOwnedJob(params.id, member.id);
    const { fields, imageUrl } = await jobFromForm(form!);
    const { pending } = await updateOwnJob(params.id, member.id, fields, imageUrl);
    return ok(pending ? OWNER_EDIT_PENDING : "Job updated, it will appear after review", { pending });
  },
);
