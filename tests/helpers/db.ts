// Direct access to the test database, for arranging data and checking what was stored.
// Free of Vitest imports, so Playwright specs can use it too.
import mongoose from "mongoose";
import { settleTestWrites, watchPublicWrites } from "./cache-log";

/** The one test connection: its writes to public collections invalidate the cache (./cache-log). */
export async function connectTestDb(): Promise<typeof mongoose> {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error("MONGODB_URI is not set: run the tests through `npm test`");
  if (mongoose.connection.readyState !== 1)
    await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000, monitorCommands: true });
  watchPublicWrites(mongoose.connection.getClient());
  return mongoose;
}

/** Empties the named collections (all of them when none are named). */
export async function resetCollections(...names: string[]): Promise<void> {
  const { connection } = await connectTestDb();
  const db = connection.db!;
  const targets = names.length ? names : (await db.listCollections().toArray()).map((c) => c.name);
  for (const name of targets) await db.collection(name).deleteMany({});
}

/** A marker for "from now on": ObjectIds carry their creation second, so later ones sort at or after it. */
export function creationMarker(): mongoose.Types.ObjectId {
  return mongoose.Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000));
}

/**
 * Deletes, from every collection, the documents created since `marker` (by the test or by the app
 * on its behalf: users, content, images, audit entries). Collections keyed by strings (rate-limit
 * windows, the invalidation log) have their own pruning and are untouched: a string never compares
 * equal or greater to an ObjectId.
 */
export async function removeDocumentsCreatedSince(marker: mongoose.Types.ObjectId): Promise<void> {
  const { connection } = await connectTestDb();
  const db = connection.db!;
  for (const { name } of await db.listCollections().toArray()) {
    if (name.startsWith("system.")) continue;
    await db.collection(name).deleteMany({ _id: { $gte: marker } });
  }
}

export async function disconnectTestDb(): Promise<void> {
  await settleTestWrites();
  await mongoose.disconnect();
}
