// `npm run db:migrate` (and `npm run serve` before it starts the servers): creates the indexes every
// model declares (app servers run with autoIndex off in production) and the job queue's lock index,
// then runs the versioned data migrations in migrations/ that the database has not had, with
// migrate-mongo (its changelog collection records each once). Migrations are idempotent: migrate-
// mongo's lock needs a TTL index, which FerretDB lacks, so it is off.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import mongoose from "mongoose";
import { MIGRATIONS_CHANGELOG, MIGRATIONS_DIR, MIGRATION_EXTENSION } from "../../lib/db-migrations";

const MODELS_DIR = path.join(process.cwd(), "models");
const requireFromProject = createRequire(path.join(process.cwd(), "package.json"));
export const TASK_LOCK_INDEX = { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 } as const;
/** The hourly prune of finished one-off jobs (lib/tasks/task-admin.ts). */
export const TASK_HISTORY_INDEX = { lastFinishedAt: 1 } as const;

/** Loads every model file so mongoose knows each schema's declared indexes. */
async function loadModels(): Promise<void> {
  for (const file of readdirSync(MODELS_DIR)) {
    if (!/^[A-Z].*\.ts$/.test(file)) continue;
    // require, not import(): deploy/serve.ts runs in plain Node with tsx's CommonJS loader only.
    requireFromProject(path.join(MODELS_DIR, file));
  }
}

export async function createDeclaredIndexes(uri: string): Promise<number> {
  await loadModels();
  const connection = await mongoose
    .createConnection(uri, { autoIndex: false, autoCreate: false })
    .asPromise();
  try {
    let count = 0;
    for (const name of mongoose.modelNames()) {
      const model: mongoose.Model<unknown> = connection.model(name, mongoose.model(name).schema);
      await model.createIndexes();
      count += model.schema.indexes().length;
    }
    const db = connection.db;
    if (db) {
      await db.collection("agendaJobs").createIndex(TASK_LOCK_INDEX, { name: "findAndLockNextJobIndex" });
      await db.collection("agendaJobs").createIndex(TASK_HISTORY_INDEX, { name: "lastFinishedAtIndex" });
      count += 2;
    }
    return count;
  } finally {
    await connection.close();
  }
}

export async function runMigrations(uri: string): Promise<string[]> {
  // An ES module whose CommonJS entry is a proxy of promises: imported as ESM.
  const { config, database, up } = await import("migrate-mongo");
  config.set({
    mongodb: { url: uri, options: {} },
    migrationsDir: path.join(process.cwd(), MIGRATIONS_DIR),
    changelogCollectionName: MIGRATIONS_CHANGELOG,
    lockCollectionName: "",
    lockTtl: 0,
    migrationFileExtension: MIGRATION_EXTENSION,
    useFileHash: false,
    moduleSystem: "commonjs",
  });
  const { db, client } = await database.connect();
  try {
    return await up(db, client);
  } finally {
    await client.close();
  }
}

/** Indexes, then pending data migrations; one line says what was done. */
export async function migrateDatabase(uri: string, log: (line: string) => void = console.log): Promise<void> {
  const indexes = await createDeclaredIndexes(uri);
  const migrated = await runMigrations(uri);
  log(
    `Database migrated: ${indexes} declared indexes in place, ` +
      (migrated.length ? `ran ${migrated.join(", ")}` : "no data migration pending"),
  );
}
