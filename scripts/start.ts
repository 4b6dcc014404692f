// npm start – the production server; uses the embedded local database when MONGODB_URI is unset.
import { parseEnv } from "../lib/env";
import { databaseForScript } from "./lib/database";
import { loadProjectEnv } from "./lib/load-env";
import { onShutdown, startGroup } from "./lib/processes";

async function main() {
  loadProjectEnv(false);
  const production: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  // Refuse to start on bad configuration, with one line naming the variable.
  try {
    parseEnv({ ...production, MONGODB_URI: production.MONGODB_URI ?? "mongodb://127.0.0.1/placeholder" });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const db = await databaseForScript();
  if (db.embedded) console.log(`Using the embedded local database (FerretDB) at ${db.uri}; set MONGODB_URI for production.`);
  const port = process.env.PORT ?? "3000";
  const next = startGroup("npx", ["next", "start", "-p", port], {
    env: { NEXT_TELEMETRY_DISABLED: "1", ...production, MONGODB_URI: db.uri },
  });
  onShutdown(async () => {
    await next.stop();
    await db.stop();
  });
  const code = await next.exited;
  await db.stop();
  process.exit(code);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
