import { after } from "next/server";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { requestJobAlert } from "@/lib/jobs/job-alerts";
import { deliverMail } from "@/lib/mail/send";
import { jobAlertSchema } from "@/lib/jobs/job-schemas";

export const JOB_ALERT_REQUESTED_MESSAGE = "Check your inbox: we sent you a link to confirm your job alert.";

// POST /api/job/alerts { email, filters: { type?, workplace?, q? }, frequency } – a visitor asks for
// job alerts; always the same answer, the confirmation mail goes out after it
export const POST = route(
  { body: jobAlertSchema, rateLimit: "jobAlert", honeypot: JOB_ALERT_REQUESTED_MESSAGE },
  async ({ body }) => {
    const mailId = await requestJobAlert(body.email, body.filters, body.frequency);
    if (mailId) after(() => deliverMail(mailId).catch(() => undefined));
    return ok(JOB_ALERT_REQUESTED_MESSAGE);
  },
);
