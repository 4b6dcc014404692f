import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { unsubscribeJobAlert } from "@/lib/jobs/job-alerts";
import { unsubscribeQuerySchema } from "@/lib/newsletter/newsletter-schemas";

export const JOB_ALERT_UNSUBSCRIBED_MESSAGE = "This job alert is off: you will get no more of its mails.";

// POST /api/job/alerts/unsubscribe?token= – RFC 8058 one-click unsubscribe and the unsubscribe page's
// button: at once, no sign-in
export const POST = route({ query: unsubscribeQuerySchema }, async ({ query }) => {
  await unsubscribeJobAlert(query.token);
  return ok(JOB_ALERT_UNSUBSCRIBED_MESSAGE);
});
