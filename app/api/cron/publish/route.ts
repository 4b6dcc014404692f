import { ApiError, route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { publishDuePosts } from "@/lib/data/blog-schedule";
import { getEnv } from "@/lib/env";
import { CRON_DENIED_MESSAGE, checkCronAuthorization } from "@/lib/rss/cron-auth";

export const dynamic = "force-dynamic";

const PUBLISH_CRON_UNCONFIGURED_MESSAGE =
  "Scheduled publishing by cron is disabled: CRON_SECRET is not configured on the server";

const handler = route({ auth: "public" }, async ({ req }) => {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw new ApiError(503, PUBLISH_CRON_UNCONFIGURED_MESSAGE);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });
  const published = await publishDuePosts();
  return okData({ message: `${published.length} scheduled posts published`, published });
});

// POST /api/cron/publish – the scheduler's call: publish the scheduled posts whose time has come
export const POST = handler;
// GET /api/cron/publish – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
