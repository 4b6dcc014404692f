// The database a script should use: MONGODB_URI when set, otherwise the embedded FerretDB
// with its data under .data/db (kept across restarts).
import path from "node:path";
import { startLocalDb, waitForPing } from "./local-db";

export const LOCAL_DB_DIR = path.join(process.cwd(), ".data", "db");
const LOCAL_DB_PORT = 27018;

export type ScriptDb = { uri: string; embedded: boolean; stop: () => Promise<void> };

export async function databaseForScript(): Promise<ScriptDb> {
  const configured = process.env.MONGODB_URI?.trim();
  if (configured) return { uri: configured, embedded: false, stop: async () => undefined };
  // Another script (say `npm run dev`) may already run the local database: share it.
  const shared = `mongodb://127.0.0.1:${LOCAL_DB_PORT}/hrnews`;
  const running = await waitForPing(shared, 500).then(
    () => true,
    () => false,
  );
  if (running) return { uri: shared, embedded: true, stop: async () => undefined };
  const db = await startLocalDb({ dataDir: LOCAL_DB_DIR, port: LOCAL_DB_PORT });
  return { uri: db.uri, embedded: true, stop: db.stop };
}
