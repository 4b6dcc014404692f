import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createJob } from "@/lib/data/job-changes";
import { jobFromForm, submitterEmailFromForm } from "@/lib/data/job-form";

// POST /api/job/create-job – a visitor's job (multipart, optional image), held for review; a signed-in member owns it
export const POST = route(
  { multipart: true, rateLimit: "createJob", honeypot: "Job added under review" },
  async ({ form, ip, getMember }) => {
    const member = await getMember();
    const email = submitterEmailFromForm(form!) ?? member?.email;
    const { fields, imageUrl } = await jobFromForm(form!);
    const job = await createJob(fields, imageUrl, { email, address: ip, owner: member?.id });
    return ok("Job added under review", { job }, { status: 201 });
  },
);
