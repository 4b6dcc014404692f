import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "RSS import is disabled" }, async () =>
  okData(
    { message: "The RSS import is queued", taskId: await enqueueTask("feeds.rss-import") },
    { status: 202 },
  ),
);

// GET /api/cron/rss-import – the scheduler's call (Vercel Cron sends GET): import every feed
export const GET = handler;
// POST /api/cron/rss-import – the same import for schedulers that POST
export const POST = handler;
