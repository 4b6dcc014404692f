// Node-only start-up work, loaded by instrumentation.ts: refuse to run on bad configuration,
// let the custom server count search pages against their rate limit, and log what would
// otherwise be silent.
import { getEnv } from "@/lib/env";
import { registerSearchPageLimiter } from "@/lib/server/search-page-limit";
import { countSearchPage } from "@/lib/server/search-page-count";

try {
  getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

registerSearchPageLimiter(countSearchPage);

process.on("unhandledRejection", (reason) => {
  console.error(JSON.stringify({ level: "error", event: "unhandledRejection", reason: String(reason) }));
});
