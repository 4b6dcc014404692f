// The production stack under test (`npm run serve`: nginx in front of APP_SERVERS `next start`) in its own
// process group with its memory sampled (the launcher's group; the app servers run in groups of their own),
// and a restart for when a slow target leaves more queued work than the server can drain in time.
import { sampleGroupMemory, type GroupRss, type MemorySampler } from "./memory";
import { startGroup, waitForHttp, type Group } from "../../../deploy/lib/processes";
import { STACK_STOP_GRACE_MS, serveStackCommand } from "../stack-command";

export type BenchServer = {
  baseUrl: string;
  /**
   * Waits until /api/health answers quickly; when it does not within `maxMs`, restarts the server
   * and (through `resetDatabase`) the database, whose own queue of abandoned queries would otherwise
   * slow down the next target.
   */
  settle: (maxMs: number) => Promise<"idle" | "restarted">;
  /** The process group of the server running now (it changes when `settle` restarts it). */
  groupId: () => number;
  /** Peak RSS of the whole process group and of its largest process, over every server started. */
  peakMemory: () => GroupRss;
  stop: () => Promise<void>;
};

async function healthFast(baseUrl: string): Promise<boolean> {
  const started = performance.now();
  const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  );
  return ok && performance.now() - started < 300;
}

type ServerOptions = {
  env: NodeJS.ProcessEnv;
  port: number;
  /** Where the server's output goes. */ logFd: number;
  resetDatabase: () => Promise<void>;
};

export async function startBenchServer({
  env,
  port,
  logFd,
  resetDatabase,
}: ServerOptions): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const peak: GroupRss = { totalBytes: 0, largestBytes: 0 };
  const keepPeak = () => {
    const sample = memory?.peak();
    if (!sample) return;
    peak.totalBytes = Math.max(peak.totalBytes, sample.totalBytes);
    peak.largestBytes = Math.max(peak.largestBytes, sample.largestBytes);
  };
  let group: Group;
  let memory: MemorySampler;

  const start = async () => {
    const stack = serveStackCommand();
    group = startGroup(stack.command, stack.args, {
      env: { ...env, PORT: String(port) },
      // The launcher's own lines (e.g. the end of a rolling restart) and the servers' go to the log.
      stdio: ["ignore", logFd, logFd],
    });
    await waitForHttp(`${baseUrl}/api/health`, 150000);
    memory = sampleGroupMemory(group.child.pid!);
  };
  const stop = async () => {
    memory?.stop();
    keepPeak();
    await group?.stop("SIGTERM", STACK_STOP_GRACE_MS);
  };

  await start();
  return {
    baseUrl,
    settle: async (maxMs) => {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        if (await healthFast(baseUrl)) return "idle";
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await stop();
      await resetDatabase();
      await start();
      return "restarted";
    },
    groupId: () => group.child.pid!,
    peakMemory: () => {
      keepPeak();
      return { ...peak };
    },
    stop,
  };
}
