// npm start – the production server; uses the embedded local database when MONGODB_URI is unset.
import { parseEnv } from "../lib/env";
import { databaseForScript } from "./lib/database";
import { loadProjectEnv } from "./lib/load-env";
import { exitOnError, runNextWith } from "./lib/run-next";

async function main() {
  loadProjectEnv(false);
  const production: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  // Refuse to start on bad configuration, with one line naming the variable.
  try {
    parseEnv({ ...production, MONGODB_URI: production.MONGODB_URI ?? "mongodb://127.0.0.1/placeholder" });
  } catch (error) {
    exitOnError(error);
  }
  const db = await databaseForScript();
  if (db.embedded)
    console.log(`Using the embedded local database (FerretDB) at ${db.uri}; set MONGODB_URI for production.`);
  await runNextWith(db, "start", production);
}

main().catch(exitOnError);
