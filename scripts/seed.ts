// npm run seed – demo content (idempotent); `npm run seed -- --blogs 20000 --comments 100000
// [--events 2000 --jobs 2000 --certifications 500]` also bulk-inserts a large data set for benchmarks.
import { databaseForScript } from "./lib/database";
import { loadProjectEnv } from "../deploy/lib/load-env";
import { seedDemoContent } from "./lib/seed/demo";
import { parseLargeSeedArgs, seedLargeContent } from "./lib/seed/large";

async function main() {
  loadProjectEnv(true);
  const sizes = parseLargeSeedArgs(process.argv.slice(2));
  const db = await databaseForScript();
  if (db.embedded)
    console.log(`Using the embedded local database at ${db.uri} (set MONGODB_URI to use your own)`);
  try {
    const started = Date.now();
    await seedDemoContent(db.uri);
    console.log(`Demo seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (sizes) await seedLargeContent(db.uri, sizes);
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
