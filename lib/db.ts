// The one mongoose connection, cached on globalThis so hot reloads and warm serverless
// instances reuse it instead of opening a new pool per request.
import mongoose from "mongoose";
import { markDbDown, markDbUp } from "@/lib/db-health";
import { getEnv } from "@/lib/env";

const globalForDb = globalThis as typeof globalThis & { mongooseConnecting?: Promise<typeof mongoose> };

// Short selection timeout: when the database is down a request fails in ~2 s (503), never hangs.
const connectOptions: mongoose.ConnectOptions = {
  maxPoolSize: 20,
  minPoolSize: 0,
  serverSelectionTimeoutMS: 2000,
  connectTimeoutMS: 2000,
  socketTimeoutMS: 30000,
  heartbeatFrequencyMS: 2000,
  bufferCommands: false,
  // Indexes are built on purpose by `npm run db:migrate` (and `npm run serve`), not by every start.
  autoIndex: process.env.NODE_ENV !== "production",
};

mongoose.set("strictQuery", true);

// The health flag proxy.ts reads (lib/db-health.ts), kept from the connection's own events.
const globalForHealth = globalThis as typeof globalThis & { mongooseHealthListeners?: boolean };
if (!globalForHealth.mongooseHealthListeners) {
  globalForHealth.mongooseHealthListeners = true;
  mongoose.connection.on("connected", markDbUp);
  mongoose.connection.on("reconnected", markDbUp);
  mongoose.connection.on("disconnected", markDbDown);
}

export async function connectDb(): Promise<typeof mongoose> {
  if (mongoose.connection.readyState === 1) return mongoose;
  globalForDb.mongooseConnecting ??= mongoose.connect(getEnv().MONGODB_URI, connectOptions).catch((error) => {
    globalForDb.mongooseConnecting = undefined;
    markDbDown();
    throw error;
  });
  return globalForDb.mongooseConnecting;
}

/** Resolves when the database answers a ping, rejects after `timeoutMs` otherwise. */
export async function pingDb(timeoutMs = 1500): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        const connection = await connectDb();
        const db = connection.connection.db;
        if (!db) throw new Error("Database not connected");
        await db.admin().command({ ping: 1 });
      })(),
      timeout,
    ]);
    markDbUp();
  } catch (error) {
    markDbDown();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
