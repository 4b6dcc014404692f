// npm run dev – the local database when MONGODB_URI is unset, demo content on first run, next dev.
import { databaseForScript } from "./lib/database";
import { loadProjectEnv } from "./lib/load-env";
import { exitOnError, runNextWith } from "./lib/run-next";
import { seedDemoContent } from "./lib/seed-demo";

async function main() {
  loadProjectEnv(true);
  const db = await databaseForScript();
  if (db.embedded) console.log(`Using the embedded local database at ${db.uri} (set MONGODB_URI to use your own)`);
  await seedDemoContent(db.uri, { onlyIfEmpty: true });
  await runNextWith(db, "dev", process.env);
}

main().catch(exitOnError);
