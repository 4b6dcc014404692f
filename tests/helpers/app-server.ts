// Servers of their own for tests that need a different configuration (an OpenAI endpoint, open
// registration, a short session, small rate limits): the same build and database as the main test
// stack. `startAppServer` is one bare `next start`; `startStack` is `npm run serve` (nginx in front).
import { freePort } from "../../scripts/lib/local-db";
import { serverStartEnv } from "../../scripts/lib/local-server-env";
import { startGroup, waitForHttp, type Group } from "../../deploy/lib/processes";
import { nextStartCommand } from "../../deploy/lib/server-command";
import { STACK_STOP_GRACE_MS, serveStackCommand } from "../../scripts/lib/stack-command";

export type AppServer = { url: string; port: number; group: Group; stop: () => Promise<void> };

async function started(group: Group, port: number, timeoutMs: number, graceMs?: number): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, timeoutMs);
  } catch (error) {
    await group.stop("SIGTERM", graceMs);
    throw error;
  }
  return { url, port, group, stop: () => group.stop("SIGTERM", graceMs) };
}

/**
 * A server on a database of its own is another site: it must not share the main stack's Redis (its
 * cache entries, change notices and rebuild turns belong to the main site's database).
 */
function withOwnRedis(envOverrides: Record<string, string>): Record<string, string> {
  const otherDatabase =
    envOverrides.MONGODB_URI !== undefined && envOverrides.MONGODB_URI !== process.env.MONGODB_URI;
  return otherDatabase && !("REDIS_URL" in envOverrides) ? { REDIS_URL: "", ...envOverrides } : envOverrides;
}

export async function startAppServer(
  envOverrides: Record<string, string>,
  /** A command the server runs under, e.g. Debian's `faketime -f -90s` (a clock 90 s behind). */
  wrapper: string[] = [],
): Promise<AppServer> {
  if (!process.env.NEXT_DIST_DIR)
    throw new Error("NEXT_DIST_DIR is not set: run the tests through `npm test`");
  const port = await freePort();
  const next = nextStartCommand(port, "127.0.0.1");
  const server =
    wrapper.length > 0
      ? { command: wrapper[0]!, args: [...wrapper.slice(1), next.command, ...next.args] }
      : next;
  const group = startGroup(server.command, server.args, {
    // Background jobs are the main stack's (and the queue tests' own workers'): a server with a
    // test's special configuration (no mail, tiny limits) must not take them unless asked.
    env: serverStartEnv({ ...process.env, WORKERS: "0", ...withOwnRedis(envOverrides), PORT: String(port) }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  return started(group, port, 90000);
}

/** The production stack (deploy/serve.ts) on a port of its own, with its proxy cache on. */
export async function startStack(envOverrides: Record<string, string>): Promise<AppServer> {
  if (!process.env.NEXT_DIST_DIR)
    throw new Error("NEXT_DIST_DIR is not set: run the tests through `npm test`");
  const port = await freePort();
  const stack = serveStackCommand();
  const group = startGroup(stack.command, stack.args, {
    env: {
      ...process.env,
      PROXY_CACHE: "on",
      WORKERS: "0",
      ...withOwnRedis(envOverrides),
      PORT: String(port),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return started(group, port, 150000, STACK_STOP_GRACE_MS);
}
