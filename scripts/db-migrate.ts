// npm run db:migrate – the declared indexes and the pending data migrations (deploy/lib/migrate.ts)
// on MONGODB_URI, or the embedded database when it is unset.
import { loadProjectEnv } from "../deploy/lib/load-env";
import { migrateDatabase } from "../deploy/lib/migrate";
import { databaseForScript } from "./lib/database";

async function main() {
  loadProjectEnv(false);
  const db = await databaseForScript();
  try {
    await migrateDatabase(db.uri);
  } finally {
    await db.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
