import { ApiError, route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { runCommentDigests } from "@/lib/data/comment-digest";
import { getEnv } from "@/lib/env";
import { CRON_DENIED_MESSAGE, checkCronAuthorization } from "@/lib/rss/cron-auth";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

export const COMMENT_DIGEST_CRON_UNCONFIGURED_MESSAGE =
  "Comment digests are disabled: CRON_SECRET is not configured on the server";

const handler = route({ auth: "public" }, async ({ req }) => {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw new ApiError(503, COMMENT_DIGEST_CRON_UNCONFIGURED_MESSAGE);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });
  return okData({ ...(await runCommentDigests()) });
});

// POST /api/cron/comment-digest – the scheduler's daily call: each post author gets one mail with
// the previous day's new comments on their posts
export const POST = handler;
// GET /api/cron/comment-digest – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
