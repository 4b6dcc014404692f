// Runs `next dev` against the script's database and stops both together.
import type { ScriptDb } from "./database";
import { onShutdown, startGroup } from "../../deploy/lib/processes";

export async function runNextDev(db: ScriptDb, env: NodeJS.ProcessEnv): Promise<never> {
  const port = env.PORT ?? "3000";
  const next = startGroup("npx", ["next", "dev", "-p", port], {
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env, MONGODB_URI: db.uri },
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
