// npm run db – the embedded local database in the foreground; Ctrl-C stops it.
import { LOCAL_DB_DIR } from "./lib/database";
import { startLocalDb } from "./lib/local-db";
import { onShutdown } from "../deploy/lib/processes";

async function main() {
  const db = await startLocalDb({ dataDir: LOCAL_DB_DIR, port: 27018 });
  console.log(`Local database (FerretDB on SQLite, data in .data/db) listening: ${db.uri}`);
  console.log("Press Ctrl-C to stop.");
  onShutdown(db.stop);
  await new Promise(() => undefined);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
