import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { runJobAlerts } from "@/lib/jobs/job-alerts";
import { sendJobReminders } from "@/lib/jobs/job-mails";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

const handler = route({ auth: "cron", cronDisabled: "Job alerts are disabled" }, async () => {
  const counts = await runJobAlerts();
  const reminders = await sendJobReminders();
  return okData({ ...counts, reminders });
});

// POST /api/cron/job-alerts – the scheduler's call: mail each due job alert its new matching open
// jobs, and remind posters whose jobs expire within 3 days
export const POST = handler;
// GET /api/cron/job-alerts – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
