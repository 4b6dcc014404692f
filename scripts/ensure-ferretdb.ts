// Makes sure the local database binary exists (builds FerretDB with Go when it is missing).
import { ensureFerretDbBinary } from "./lib/local-db";

try {
  console.log(`FerretDB: ${ensureFerretDbBinary()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
