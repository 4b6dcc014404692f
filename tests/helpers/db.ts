// Direct access to the test database, for arranging data and checking what was stored.
// Free of Vitest imports, so Playwright specs can use it too.
import mongoose from "mongoose";
import { invalidateCacheOnTestWrites } from "./cache-log";

export async function connectTestDb(): Promise<typeof mongoose> {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error("MONGODB_URI is not set: run the tests through `npm test`");
  invalidateCacheOnTestWrites();
  if (mongoose.connection.readyState !== 1) await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000 });
  return mongoose;
}

/** Empties the named collections (all of them when none are named). */
export async function resetCollections(...names: string[]): Promise<void> {
  const { connection } = await connectTestDb();
  const db = connection.db!;
  const targets = names.length ? names : (await db.listCollections().toArray()).map((c) => c.name);
  for (const name of targets) await db.collection(name).deleteMany({});
}

export async function disconnectTestDb(): Promise<void> {
  await mongoose.disconnect();
}
