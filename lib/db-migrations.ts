// Which versioned data migrations (migrations/, run by `npm run db:migrate`) the database has not
// had yet: an app server says so in one line at start-up. The changelog is migrate-mongo's.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Db } from "mongodb";

export const MIGRATIONS_DIR = "migrations";
export const MIGRATIONS_CHANGELOG = "changelog";
export const MIGRATION_EXTENSION = ".ts";

export function migrationFileNames(root = process.cwd()): string[] {
  try {
    return readdirSync(path.join(root, MIGRATIONS_DIR))
      .filter((name) => name.endsWith(MIGRATION_EXTENSION))
      .sort();
  } catch {
    return [];
  }
}

export async function pendingMigrations(db: Db, root = process.cwd()): Promise<string[]> {
  const applied = new Set(
    (
      await db
        .collection(MIGRATIONS_CHANGELOG)
        .find({}, { projection: { fileName: 1 } })
        .toArray()
    ).map((row) => String(row.fileName)),
  );
  return migrationFileNames(root).filter((name) => !applied.has(name));
}
