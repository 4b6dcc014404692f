// Every app server looks for due webhook deliveries every WEBHOOK_SWEEP_INTERVAL_MS (retries, and
// first tries left behind by a server that stopped); POST /api/cron/webhooks does the same for
// deployments without long-lived servers. Runs never overlap; claims keep servers from doubling up.
import { isBuildPhase } from "@/lib/build-phase";
import { WEBHOOK_SWEEP_INTERVAL_MS } from "@/lib/webhooks/retry";

const globalForSweeper = globalThis as typeof globalThis & { hrWebhookSweeper?: NodeJS.Timeout };

export function startWebhookSweeper(): void {
  if (isBuildPhase() || globalForSweeper.hrWebhookSweeper) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { runDueWebhookDeliveries } = await import("@/lib/data/webhooks");
      await runDueWebhookDeliveries();
    } catch (error) {
      // The database may be down: the deliveries stay due and the next tick tries again.
      console.error(
        JSON.stringify({ level: "warn", msg: "webhook delivery sweep failed", error: String(error) }),
      );
    } finally {
      running = false;
    }
  };
  globalForSweeper.hrWebhookSweeper = setInterval(() => void tick(), WEBHOOK_SWEEP_INTERVAL_MS);
  globalForSweeper.hrWebhookSweeper.unref();
}
