// The part of migrate-mongo's API deploy/lib/migrate.ts uses (the package ships no types).
declare module "migrate-mongo" {
  import type { Db, MongoClient } from "mongodb";

  export type MigrateMongoConfig = {
    mongodb: { url: string; databaseName?: string; options?: Record<string, unknown> };
    migrationsDir: string;
    changelogCollectionName: string;
    lockCollectionName?: string;
    lockTtl?: number;
    migrationFileExtension?: string;
    useFileHash?: boolean;
    moduleSystem?: "commonjs" | "esm";
  };

  export const config: { set(content: MigrateMongoConfig): void };
  export const database: { connect(): Promise<{ db: Db; client: MongoClient }> };
  export function up(db: Db, client: MongoClient): Promise<string[]>;
  export function status(db: Db): Promise<Array<{ fileName: string; appliedAt: string }>>;
}
