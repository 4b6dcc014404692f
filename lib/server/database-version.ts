// At start-up: one line when the database is behind this code (data migrations in migrations/ not
// yet run by `npm run db:migrate`). Quiet when it is current or cannot be reached (the health
// checks report that).
import { connectDb } from "@/lib/db";
import { pendingMigrations } from "@/lib/db-migrations";

export async function warnWhenDatabaseIsBehind(): Promise<void> {
  try {
    const db = (await connectDb()).connection.db;
    if (!db) return;
    const pending = await pendingMigrations(db);
    if (pending.length === 0) return;
    console.warn(
      `The database is behind this code: ${pending.length} migration(s) not run (${pending.join(", ")}); run \`npm run db:migrate\`.`,
    );
  } catch {
    // The database is down: lib/db-health.ts and /api/health/ready say so.
  }
}
