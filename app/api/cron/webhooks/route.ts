import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { runDueWebhookDeliveries } from "@/lib/integrations/webhooks";

export const dynamic = "force-dynamic";

const handler = route({ auth: "cron", cronDisabled: "Webhook retries by cron are disabled" }, async () => {
  const counts = await runDueWebhookDeliveries();
  return okData({ message: `${counts.attempted} webhook deliveries attempted`, ...counts });
});

// POST /api/cron/webhooks – the scheduler's call: try the webhook deliveries that are due
export const POST = handler;
// GET /api/cron/webhooks – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
