import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { createJob } from "@/lib/jobs/job-changes";
import { companySlugFromForm, jobFromForm, submitterEmailFromForm } from "@/lib/jobs/job-form";
import { companyCardForJob } from "@/lib/companies/companies";
import { unauthenticated } from "@/lib/errors";

// POST /api/job/create-job – a visitor's job (multipart, optional image), held for review; a signed-in member owns it
export const POST = route(
  { multipart: true, rateLimit: "createJob", honeypot: "Job added under review" },
  async ({ form, ip, getMember }) => {
    const member = await getMember();
    const email = submitterEmailFromForm(form!) ?? member?.email;
    const companySlug = companySlugFromForm(form!);
    if (companySlug && !member) throw unauthenticated("Sign in to post a job for your company");
    const company = companySlug && member ? await companyCardForJob(companySlug, member.id) : undefined;
    const { fields, imageUrl } = await jobFromForm(form!);
    const job = await createJob(fields, imageUrl, { email, address: ip, owner: member?.id, company });
    return ok("Job added under review", { job }, { status: 201 });
  },
);
