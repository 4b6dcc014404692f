// Every app server looks for due webhook deliveries every WEBHOOK_SWEEP_INTERVAL_MS (retries, and
// first tries left behind by a server that stopped); POST /api/cron/webhooks does the same for
// deployments without long-lived servers. Claims keep servers from doubling up.
import { startBackgroundLoop } from "@/lib/server/background-loop";
import { WEBHOOK_SWEEP_INTERVAL_MS } from "@/lib/integrations/webhook-retry";

export function startWebhookSweeper(): void {
  startBackgroundLoop("webhook delivery sweep", WEBHOOK_SWEEP_INTERVAL_MS, async () => {
    const { runDueWebhookDeliveries } = await import("@/lib/integrations/webhooks");
    await runDueWebhookDeliveries();
  });
}
