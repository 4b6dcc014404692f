import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createJob, jobFromForm } from "@/lib/data/jobs";

// POST /api/job/create-job – a visitor's job (multipart, optional image), held for review
export const POST = route(
  { multipart: true, rateLimit: "createJob", honeypot: "Job added under review" },
  async ({ form }) => {
    const { fields, imageUrl } = await jobFromForm(form!);
    const job = await createJob(fields, imageUrl);
    return ok("Job added under review", { job }, { status: 201 });
  },
);
