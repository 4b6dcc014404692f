// Every app server looks for due scheduled posts every PUBLISH_CHECK_INTERVAL_MS, so a scheduled
// post appears by itself (POST /api/cron/publish does the same for deployments without long-lived
// servers). The check reads the small schedule collection, never the posts.
import { PUBLISH_CHECK_INTERVAL_MS } from "@/lib/constants";
import { startBackgroundLoop } from "@/lib/server/background-loop";

export function startPublishScheduler(): void {
  startBackgroundLoop("scheduled publication check", PUBLISH_CHECK_INTERVAL_MS, async () => {
    const { publishDuePosts } = await import("@/lib/posts/blog-schedule");
    await publishDuePosts();
  });
}
