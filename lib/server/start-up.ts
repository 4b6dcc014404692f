// Node-only start-up work, loaded by instrumentation.ts: refuse to run on bad configuration,
// log what would otherwise be silent, and start building the search index.
import { getEnv } from "@/lib/env";
import { isBuildPhase } from "@/lib/server/build-phase";
import { warnWhenMailIsOff } from "@/lib/mail/start-up-warning";
import { startPublishScheduler } from "@/lib/posts/publish-scheduler";
import { startImportWorker } from "@/lib/import-export/import-worker";
import { startWebhookSweeper } from "@/lib/integrations/webhook-sweeper";
import { startApplicationLoops } from "@/lib/applications/application-loops";
import { startSearchIndex } from "@/lib/search/index-state";
import { watchForShutdown } from "@/lib/server/shutdown";

try {
  const env = getEnv();
  if (!env.TRUST_PROXY && !isBuildPhase())
    console.warn(
      "TRUST_PROXY is off: the app cannot tell clients apart, so every per-client rate limit shares one key " +
        "(set TRUST_PROXY=true behind a reverse proxy that sets X-Forwarded-For, as deploy/nginx.conf.template does).",
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

warnWhenMailIsOff();
watchForShutdown();
startPublishScheduler();
startWebhookSweeper();
startImportWorker();
startApplicationLoops();
process.on("unhandledRejection", (reason) => {
  console.error(JSON.stringify({ level: "error", event: "unhandledRejection", reason: String(reason) }));
});

// The search index reads the database in the background; searches use a database query until it is
// ready. Not while `next build` prerenders (no database then).
if (!isBuildPhase()) void startSearchIndex();
