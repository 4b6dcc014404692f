import { ApiError, route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { runDueWebhookDeliveries } from "@/lib/data/webhooks";
import { getEnv } from "@/lib/env";
import { CRON_DENIED_MESSAGE, checkCronAuthorization } from "@/lib/rss/cron-auth";

export const dynamic = "force-dynamic";

const WEBHOOK_CRON_UNCONFIGURED_MESSAGE =
  "Webhook retries by cron are disabled: CRON_SECRET is not configured on the server";

const handler = route({ auth: "public" }, async ({ req }) => {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw new ApiError(503, WEBHOOK_CRON_UNCONFIGURED_MESSAGE);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });
  const counts = await runDueWebhookDeliveries();
  return okData({ message: `${counts.attempted} webhook deliveries attempted`, ...counts });
});

// POST /api/cron/webhooks – the scheduler's call: try the webhook deliveries that are due
export const POST = handler;
// GET /api/cron/webhooks – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
