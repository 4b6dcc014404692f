// Vitest lifecycle around a test file's database connection.
import { afterAll, beforeAll } from "vitest";
import { connectTestDb, disconnectTestDb } from "./db";

/** Connects before the file's tests and disconnects after them. */
export function connectAroundFile(): void {
  beforeAll(async () => {
    await connectTestDb();
  });
  afterAll(async () => {
    await disconnectTestDb();
  });
}
