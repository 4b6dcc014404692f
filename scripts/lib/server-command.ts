// How every script starts the production server: the custom server (scripts/serve.ts) in plain
// Node with tsx's loader, one process, so its process group holds only the server. tsx's CommonJS
// loader only: its ESM loader hooks run on a thread of their own, and Next's page and route
// handlers import the cache handler dynamically on every request, so each request paid a round
// trip to that thread (about 10 % of a route's CPU in a profile of /api/health, docs/benchmarks.md).
import path from "node:path";

export function productionServerCommand(
  port: number | string,
  hostname?: string,
): { command: string; args: string[] } {
  const args = ["--require", "tsx/cjs", path.join(process.cwd(), "scripts", "serve.ts"), "-p", String(port)];
  return { command: process.execPath, args: hostname ? [...args, "-H", hostname] : args };
}
