import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { assertJobExists, updateJob } from "@/lib/data/job-changes";
import { jobFromForm } from "@/lib/data/job-form";
import { idParamsSchema } from "@/lib/validations/common";

// PUT /api/job/update-job/{id} – staff edit a job (multipart; the image changes only when one is sent)
export const PUT = route(
  { auth: "staff", params: idParamsSchema, multipart: true },
  async ({ params, form, user }) => {
    await assertJobExists(params.id);
    const { fields, imageUrl } = await jobFromForm(form!);
    const job = await updateJob(params.id, fields, imageUrl, user);
    return ok("Job updated", { job });
  },
);
