// Vitest lifecycle around a test file's database connection: every file removes what it created.
import { afterAll, beforeAll } from "vitest";
import {
  connectTestDb,
  disconnectTestDb,
  markCreation,
  removeDocumentsCreatedSince,
  type CreationMark,
} from "./db";

/** Connects before the file's tests; after them, deletes what the file created and disconnects. */
export function connectAroundFile(): void {
  let mark: CreationMark | undefined;
  beforeAll(async () => {
    await connectTestDb();
    mark = await markCreation();
  });
  afterAll(async () => {
    if (mark) await removeDocumentsCreatedSince(mark);
    await disconnectTestDb();
  });
}
