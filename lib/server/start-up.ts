// Node-only start-up work, loaded by instrumentation.ts: refuse to run on bad configuration,
// and log what would otherwise be silent.
import { getEnv } from "@/lib/env";
import { warnWhenMailIsOff } from "@/lib/mail/start-up-warning";
import { startPublishScheduler } from "@/lib/server/publish-scheduler";

try {
  getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

warnWhenMailIsOff();
startPublishScheduler();
process.on("unhandledRejection", (reason) => {
  console.error(JSON.stringify({ level: "error", event: "unhandledRejection", reason: String(reason) }));
});
