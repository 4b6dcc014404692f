// How scripts and tests start the whole stack (`npm run serve`: nginx in front of `next start`) as
// one process in its own group: deploy/serve.ts in plain Node with tsx's CommonJS loader.
import path from "node:path";

/** How long the stack may take to stop: its app servers get 25 s to finish their work. */
export const STACK_STOP_GRACE_MS = 35000;

export function serveStackCommand(): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: ["--require", "tsx/cjs", path.join(process.cwd(), "deploy", "serve.ts")],
  };
}
