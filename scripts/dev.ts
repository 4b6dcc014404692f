// npm run dev – the local database when MONGODB_URI is unset, demo content on first run, next dev.
import { databaseForScript } from "./lib/database";
import { loadProjectEnv } from "./lib/load-env";
import { onShutdown, startGroup } from "./lib/processes";
import { seedDemoContent } from "./lib/seed-demo";

async function main() {
  loadProjectEnv(true);
  const db = await databaseForScript();
  if (db.embedded) console.log(`Using the embedded local database at ${db.uri} (set MONGODB_URI to use your own)`);
  await seedDemoContent(db.uri, { onlyIfEmpty: true });
  const port = process.env.PORT ?? "3000";
  const next = startGroup("npx", ["next", "dev", "-p", port], {
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, MONGODB_URI: db.uri },
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
