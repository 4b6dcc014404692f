// Every spec file removes what it created: `startSpecData()` first in its beforeAll, `endSpecData()`
// last in its afterAll (it deletes the documents created in between, then disconnects).
import type mongoose from "mongoose";
import {
  connectTestDb,
  creationMarker,
  disconnectTestDb,
  removeDocumentsCreatedSince,
} from "../../tests/helpers/db";

let marker: mongoose.Types.ObjectId | undefined;

export async function startSpecData(): Promise<void> {
  await connectTestDb();
  marker ??= creationMarker();
}

export async function endSpecData(): Promise<void> {
  if (marker) await removeDocumentsCreatedSince(marker);
  marker = undefined;
  await disconnectTestDb();
}
