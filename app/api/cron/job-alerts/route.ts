import { ApiError, route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { runJobAlerts } from "@/lib/data/job-alerts";
import { sendJobReminders } from "@/lib/data/job-mails";
import { getEnv } from "@/lib/env";
import { CRON_DENIED_MESSAGE, checkCronAuthorization } from "@/lib/rss/cron-auth";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

export const JOB_ALERTS_CRON_UNCONFIGURED_MESSAGE =
  "Job alerts are disabled: CRON_SECRET is not configured on the server";

const handler = route({ auth: "public" }, async ({ req }) => {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw new ApiError(503, JOB_ALERTS_CRON_UNCONFIGURED_MESSAGE);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });
  const counts = await runJobAlerts();
  const reminders = await sendJobReminders();
  return okData({ ...counts, reminders });
});

// POST /api/cron/job-alerts – the scheduler's call: mail each due job alert its new matching open
// jobs, and remind posters whose jobs expire within 3 days
export const POST = handler;
// GET /api/cron/job-alerts – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
