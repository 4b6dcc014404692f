import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "Scheduled publishing by cron is disabled" }, async () =>
  okData(
    { message: "The scheduled publication check is queued", taskId: await enqueueTask("posts.publish-due") },
    { status: 202 },
  ),
);

// POST /api/cron/publish – the scheduler's call: publish the scheduled posts whose time has come
export const POST = handler;
// GET /api/cron/publish – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
