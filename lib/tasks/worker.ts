// Starts working the job queue in this process (an app server unless WORKERS=0, or `npm run worker`)
// and hands running jobs back at SIGTERM so another process takes them at once.
import "server-only";
import { getEnv } from "@/lib/env";
import { startWorking, stopWorking } from "./queue";
import { TASK_HANDLERS } from "./task-handlers";

const RETRY_START_MS = 5000;

/** Starts the worker when WORKERS > 0; retries while the database is not there yet. */
export function startTaskWorker(): void {
  if (getEnv().WORKERS === 0) return;
  const attempt = () =>
    startWorking(TASK_HANDLERS).catch((error) => {
      console.error(JSON.stringify({ level: "warn", msg: "task worker not started", error: String(error) }));
      setTimeout(attempt, RETRY_START_MS).unref();
    });
  void attempt();
  process.once("SIGTERM", () => void stopWorking().catch(() => undefined));
}
