// Vitest lifecycle around a test file's database connection: every file removes what it created.
import { afterAll, beforeAll } from "vitest";
import type mongoose from "mongoose";
import { connectTestDb, creationMarker, disconnectTestDb, removeDocumentsCreatedSince } from "./db";

/** Connects before the file's tests; after them, deletes what the file created and disconnects. */
export function connectAroundFile(): void {
  let marker: mongoose.Types.ObjectId;
  beforeAll(async () => {
    await connectTestDb();
    marker = creationMarker();
  });
  afterAll(async () => {
    if (marker) await removeDocumentsCreatedSince(marker);
    await disconnectTestDb();
  });
}
