import { ApiError, route } from "@/lib/api/route";
import { unavailable } from "@/lib/errors";
import { okData } from "@/lib/api/responses";
import { runRssImport } from "@/lib/data/rss-import";
import { getEnv } from "@/lib/env";
import { CRON_DENIED_MESSAGE, CRON_UNCONFIGURED_MESSAGE, checkCronAuthorization } from "@/lib/rss/cron-auth";

export const dynamic = "force-dynamic";
// Several slow feeds (10 s each, four at a time) must fit in one invocation on serverless hosts.
export const maxDuration = 300;

const handler = route({ auth: "public" }, async ({ req }) => {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw unavailable(CRON_UNCONFIGURED_MESSAGE);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });
  const { imported, skipped, existing, failed } = await runRssImport(null);
  return okData({ imported, skipped, existing, failed });
});

// GET /api/cron/rss-import – the scheduler's call (Vercel Cron sends GET): import every feed
export const GET = handler;
// POST /api/cron/rss-import – the same import for schedulers that POST
export const POST = handler;
