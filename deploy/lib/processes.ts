// Child processes started in their own process group, so stopping one also stops what it
// started (`next start` runs the server in a child of its own).
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

export type Group = {
  child: ChildProcess;
  /** Signals the group; SIGKILL after `graceMs` (5 s) if it has not exited. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
  exited: Promise<number>;
};

export function startGroup(command: string, args: string[], options: SpawnOptions = {}): Group {
  const child = spawn(command, args, { stdio: "inherit", ...options, detached: true });
  const exited = new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  let done = false;
  void exited.then(() => (done = true));
  const stop = async (signal: NodeJS.Signals = "SIGTERM", graceMs = 5000) => {
    if (done || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* gone */
      }
    }, graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop, exited };
}

/** Runs a command to completion; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return startGroup(command, args, options).exited;
}

export async function waitForHttp(url: string, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops the given cleanups on Ctrl-C / SIGTERM and on normal exit. */
export function onShutdown(cleanup: () => Promise<void>): void {
  let running = false;
  const handler = (signal: NodeJS.Signals) => {
    if (running) return;
    running = true;
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
