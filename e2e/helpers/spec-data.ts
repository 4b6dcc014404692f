// Every spec file removes what it created: `startSpecData()` first in its beforeAll, `endSpecData()`
// last in its afterAll (it deletes the documents created in between, then disconnects).
import {
  connectTestDb,
  disconnectTestDb,
  markCreation,
  removeDocumentsCreatedSince,
  type CreationMark,
} from "../../tests/helpers/db";

let mark: CreationMark | undefined;

export async function startSpecData(): Promise<void> {
  await connectTestDb();
  mark ??= await markCreation();
}

export async function endSpecData(): Promise<void> {
  if (mark) await removeDocumentsCreatedSince(mark);
  mark = undefined;
  await disconnectTestDb();
}
