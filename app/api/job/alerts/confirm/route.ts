import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { confirmJobAlert } from "@/lib/jobs/job-alerts";
import { confirmSchema } from "@/lib/newsletter/newsletter-schemas";

export const JOB_ALERT_CONFIRMED_MESSAGE = "Your job alert is on: new matching jobs will come to your inbox.";

// POST /api/job/alerts/confirm { token } – the confirm page's button: the alert becomes active
export const POST = route({ body: confirmSchema, rateLimit: "jobAlert" }, async ({ body }) => {
  await confirmJobAlert(body.token);
  return ok(JOB_ALERT_CONFIRMED_MESSAGE);
});
