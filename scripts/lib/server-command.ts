// How every script starts the production server: the custom server (scripts/serve.ts) in plain
// Node with tsx's loader, one process, so its process group holds only the server.
import path from "node:path";

export function productionServerCommand(
  port: number | string,
  hostname?: string,
): { command: string; args: string[] } {
  const args = ["--import", "tsx", path.join(process.cwd(), "scripts", "serve.ts"), "-p", String(port)];
  return { command: process.execPath, args: hostname ? [...args, "-H", hostname] : args };
}
