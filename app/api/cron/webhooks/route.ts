import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "Webhook retries by cron are disabled" }, async () =>
  okData(
    { message: "The due webhook deliveries are queued", taskId: await enqueueTask("webhooks.deliver-due") },
    { status: 202 },
  ),
);

// POST /api/cron/webhooks – the scheduler's call: try the webhook deliveries that are due
export const POST = handler;
// GET /api/cron/webhooks – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
