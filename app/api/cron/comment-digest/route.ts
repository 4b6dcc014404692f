import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "Comment digests are disabled" }, async () =>
  okData(
    { message: "Comment digests are queued", taskId: await enqueueTask("comments.digest") },
    { status: 202 },
  ),
);

// POST /api/cron/comment-digest – the scheduler's daily call: each post author gets one mail with
// the previous day's new comments on their posts
export const POST = handler;
// GET /api/cron/comment-digest – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
