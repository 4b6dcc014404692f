// Runs the overload scenario on its own server: production rate limits (RATE_LIMIT_SCALE=1) and
// work-gate defaults, and TRUST_PROXY so each flood client can carry an address of its own.
import { runOverloadScenario, type OverloadResult } from "./overload";
import { startBenchServer } from "./server";
import type { BenchIds } from "./targets";

export const OVERLOAD_FLOOD_CLIENTS = 50;
export const OVERLOAD_READER_CLIENTS = 10;
export const OVERLOAD_SERVER =
  "the production stack (`npm run serve`: nginx in front of `next start`), RATE_LIMIT_SCALE=1, WORK_* defaults";

type Options = {
  env: NodeJS.ProcessEnv;
  port: number;
  logFd: number;
  resetDatabase: () => Promise<void>;
  ids: BenchIds;
  durationSeconds: number;
};

export async function measureOverload({
  env,
  port,
  logFd,
  resetDatabase,
  ids,
  durationSeconds,
}: Options): Promise<OverloadResult> {
  const overloadEnv: NodeJS.ProcessEnv = { ...env, RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" };
  for (const name of [
    "WORK_CONCURRENCY",
    "WORK_QUEUE",
    "WORK_QUEUE_WAIT_MS",
    "WORK_RETRY_AFTER_SECONDS",
    "WORK_DEADLINE_MS",
  ])
    delete overloadEnv[name];
  const server = await startBenchServer({ env: overloadEnv, port, logFd, resetDatabase });
  try {
    return await runOverloadScenario({
      baseUrl: server.baseUrl,
      durationSeconds,
      floodClients: OVERLOAD_FLOOD_CLIENTS,
      readerClients: OVERLOAD_READER_CLIENTS,
      lastPage: ids.deepPage,
      readerPaths: ["/", "/category/payroll/page/2", `/blog/${ids.blogId}`, "/jobs", "/events", "/about"],
      // The build and the warm-up renders just before would otherwise weigh on the figures.
      waitForQuietMachine: true,
    });
  } finally {
    await server.stop();
  }
}
