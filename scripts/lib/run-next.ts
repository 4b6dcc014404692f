// Runs `next dev` or the production server (scripts/serve.ts) against the script's database and
// stops both together.
import type { ScriptDb } from "./database";
import { onShutdown, startGroup } from "./processes";
import { productionServerCommand } from "./server-command";
import { withServerHeapLimit } from "./server-memory";

export async function runNextWith(
  db: ScriptDb,
  command: "dev" | "start",
  env: NodeJS.ProcessEnv,
): Promise<never> {
  const port = env.PORT ?? "3000";
  const server = productionServerCommand(port);
  const [program, args] =
    command === "start" ? [server.command, server.args] : ["npx", ["next", "dev", "-p", port]];
  const next = startGroup(program, args, {
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
      ...(command === "start" ? { NODE_OPTIONS: withServerHeapLimit(env.NODE_OPTIONS) } : {}),
      MONGODB_URI: db.uri,
    },
  });
  onShutdown(async () => {
    await next.stop();
    await db.stop();
  });
  const code = await next.exited;
  await db.stop();
  process.exit(code);
}

export function exitOnError(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
