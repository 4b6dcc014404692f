// Every app server looks for due scheduled posts every PUBLISH_CHECK_INTERVAL_MS, so a scheduled
// post appears by itself (POST /api/cron/publish does the same for deployments without long-lived
// servers). The check reads the small schedule collection, never the posts; runs never overlap.
import { PUBLISH_CHECK_INTERVAL_MS } from "@/lib/constants";
import { isBuildPhase } from "@/lib/build-phase";

const globalForScheduler = globalThis as typeof globalThis & { hrPublishScheduler?: NodeJS.Timeout };

export function startPublishScheduler(): void {
  if (isBuildPhase() || globalForScheduler.hrPublishScheduler) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { publishDuePosts } = await import("@/lib/data/blog-schedule");
      await publishDuePosts();
    } catch (error) {
      // The database may be down: the next tick tries again, and nothing was shown early.
      console.error(
        JSON.stringify({ level: "warn", msg: "scheduled publication check failed", error: String(error) }),
      );
    } finally {
      running = false;
    }
  };
  globalForScheduler.hrPublishScheduler = setInterval(() => void tick(), PUBLISH_CHECK_INTERVAL_MS);
  globalForScheduler.hrPublishScheduler.unref();
}
