import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "The digest is disabled" }, async () =>
  okData(
    { message: "The newsletter digest is queued", taskId: await enqueueTask("newsletter.digest") },
    { status: 202 },
  ),
);

// POST /api/cron/newsletter – the scheduler's call: send the digest of new posts to every active subscriber
export const POST = handler;
// GET /api/cron/newsletter – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
