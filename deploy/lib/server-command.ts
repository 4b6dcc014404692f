// How every script starts an app server: Next's own production server (`next start`) in plain Node,
// one process, so its process group holds only the server. Scripts that want the whole stack (nginx
// in front) run deploy/serve.ts instead.
import path from "node:path";

export function nextStartCommand(
  port: number | string,
  hostname?: string,
): { command: string; args: string[] } {
  const bin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const args = [bin, "start", "-p", String(port)];
  return { command: process.execPath, args: hostname ? [...args, "-H", hostname] : args };
}
