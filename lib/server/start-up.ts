// Node-only start-up work, loaded by instrumentation.ts: refuse to run on bad configuration,
// log what would otherwise be silent, and start building the search index.
import { getEnv } from "@/lib/env";
import { isBuildPhase } from "@/lib/server/build-phase";
import { warnWhenMailIsOff } from "@/lib/mail/start-up-warning";
import { startTaskWorker } from "@/lib/tasks";
import { startSearchIndex } from "@/lib/search/index-state";
import { watchForShutdown } from "@/lib/server/shutdown";
import { warnWhenDatabaseIsBehind } from "@/lib/server/database-version";

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
// The background job queue (scheduled publishing, mails, digests, webhooks, imports) unless WORKERS=0.
if (!isBuildPhase()) startTaskWorker();
process.on("unhandledRejection", (reason) => {
  console.error(JSON.stringify({ level: "error", event: "unhandledRejection", reason: String(reason) }));
});

// The search index reads the database in the background; searches use a database query until it is
// ready. Not while `next build` prerenders (no database then).
if (!isBuildPhase()) void startSearchIndex();

// One line when the database has not had this code's migrations (`npm run db:migrate`).
if (!isBuildPhase()) void warnWhenDatabaseIsBehind();
