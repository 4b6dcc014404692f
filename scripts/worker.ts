// npm run worker – works the background job queue (lib/tasks) without serving HTTP: scheduled
// publishing, mails, digests, alerts, webhooks, imports. Run as many as you like beside app servers
// started with WORKERS=0 (or not): a job runs in one process at a time. Needs MONGODB_URI
// (the embedded database when unset, as `npm run seed` does). SIGTERM/Ctrl-C hands running jobs back.
import { loadProjectEnv } from "../deploy/lib/load-env";
import { databaseForScript } from "./lib/database";

async function main() {
  loadProjectEnv(false);
  const db = await databaseForScript();
  process.env.MONGODB_URI = db.uri;
  if (process.env.WORKERS === "0") process.env.WORKERS = "1";
  const { startWorking, stopWorking } = await import("../lib/tasks/queue");
  const { TASK_HANDLERS } = await import("../lib/tasks/task-handlers");
  await startWorking(TASK_HANDLERS);
  // A worker's content changes (scheduled publishing, imports) reach the app servers' caches only
  // through the shared store (lib/cache/changes.ts).
  if (!process.env.REDIS_URL?.trim())
    console.warn(
      "No REDIS_URL: the app servers keep their page caches in their own memory and will not see this worker's changes; set the same REDIS_URL here and on them.",
    );
  console.log(
    `Worker ${process.pid} is taking background jobs from ${db.embedded ? "the embedded database" : "MONGODB_URI"}`,
  );
  const stop = async () => {
    await stopWorking().catch(() => undefined);
    await db.stop();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
