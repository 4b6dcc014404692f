import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "Job alerts are disabled" }, async () =>
  okData(
    { message: "Job alerts and reminders are queued", taskId: await enqueueTask("jobs.alerts") },
    { status: 202 },
  ),
);

// POST /api/cron/job-alerts – the scheduler's call: mail each due job alert its new matching open
// jobs, and remind posters whose jobs expire within 3 days
export const POST = handler;
// GET /api/cron/job-alerts – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
