// Tests arrange data straight in the database, behind the app's back. So that the server's cached
// public pages never hide such a write, every write a test makes to a collection the public pages
// read is followed by an invalidation of the "public" tag in the shared log
// (lib/cache/invalidation-log.ts), which the test server checks before every cache read
// (CACHE_SYNC_INTERVAL_MS=0). The write's promise resolves only after that record is stored.
import mongoose from "mongoose";
import { appendInvalidations } from "../../lib/cache/invalidation-log";
import { PUBLIC_TAG } from "../../lib/cache/public-tags";

const PUBLIC_COLLECTIONS = new Set(["blogs", "comments", "events", "jobs", "certifications", "websites"]);
const WRITE_METHODS = [
  "insertOne",
  "insertMany",
  "updateOne",
  "updateMany",
  "replaceOne",
  "deleteOne",
  "deleteMany",
  "findOneAndUpdate",
  "findOneAndReplace",
  "findOneAndDelete",
  "bulkWrite",
] as const;

type WriteMethod = (this: mongoose.mongo.Collection, ...args: unknown[]) => Promise<unknown>;
const patched = Symbol.for("hrnews.tests.publicWritesInvalidate");

/** Idempotent: patches the driver's collection methods once per process. */
export function invalidateCacheOnTestWrites(): void {
  const prototype = mongoose.mongo.Collection.prototype as unknown as Record<string | symbol, unknown>;
  if (prototype[patched]) return;
  prototype[patched] = true;
  for (const method of WRITE_METHODS) {
    const original = prototype[method] as WriteMethod;
    prototype[method] = async function (this: mongoose.mongo.Collection, ...args: unknown[]) {
      const result = await original.apply(this, args);
      // The log itself is not a public collection, so recording an invalidation does not recurse.
      if (PUBLIC_COLLECTIONS.has(this.collectionName)) {
        const db = mongoose.connection.db;
        if (db) await appendInvalidations(db, [PUBLIC_TAG]);
      }
      return result;
    };
  }
}
