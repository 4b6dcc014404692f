import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { runCommentDigests } from "@/lib/comments/comment-digest";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

const handler = route({ auth: "cron", cronDisabled: "Comment digests are disabled" }, async () =>
  okData({ ...(await runCommentDigests()) }),
);

// POST /api/cron/comment-digest – the scheduler's daily call: each post author gets one mail with
// the previous day's new comments on their posts
export const POST = handler;
// GET /api/cron/comment-digest – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
