// Debian's redis-server on loopback, for a stack of several app servers on one machine when no
// REDIS_URL is given (deploy/serve.ts) and for the test stack (scripts/test.ts): a port of its own,
// its working folder under .data/, nothing persisted (the cache and the change notices are rebuilt
// from the database), stopped with the stack.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { freePort } from "../../scripts/lib/local-db";
import { startGroup, type Group } from "./processes";

export const REDIS_MISSING =
  "redis-server was not found: install it (Debian/Ubuntu: sudo apt-get install redis-server) or set REDIS_URL.";

export function findRedisServer(): string | undefined {
  const candidates = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export type LocalRedis = { url: string; port: number; group: Group; stop: () => Promise<void> };

/** Whether a Redis answers PING on `port`. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on("error", () => done(false));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
    socket.on("connect", () => socket.write("PING\r\n"));
  });
}

/**
 * Starts redis-server on a free loopback port (or `port`); resolves once it answers. Memory is
 * bounded and only entries with a lifetime are evicted (the cache entries; never the tag revisions).
 */
export async function startLocalRedis(binary: string, port?: number): Promise<LocalRedis> {
  const chosen = port ?? (await freePort());
  const dir = path.resolve(".data", `redis-${chosen}`);
  mkdirSync(dir, { recursive: true });
  const group = startGroup(
    binary,
    [
      "--port",
      String(chosen),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "no",
      "--maxmemory",
      "256mb",
      "--maxmemory-policy",
      "volatile-lru",
      "--loglevel",
      "warning",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const deadline = Date.now() + 10000;
  while (!(await pong(chosen))) {
    if (Date.now() > deadline) {
      await group.stop("SIGKILL");
      throw new Error(`redis-server did not answer on port ${chosen} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    group,
    stop: async () => {
      await group.stop("SIGTERM", 5000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
