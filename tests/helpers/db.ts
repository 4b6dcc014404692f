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

/**
 * What the database held when a test file started, so that its clean-up removes exactly what came
 * after (made by the test or by the app on its behalf: users, content, images, audit entries, mail
 * log lines, sessions). Clock-free for every `_id` but ObjectIds, whose creation second is the test
 * host's clock, the host that runs the app in tests.
 */
export type CreationMark = {
  /** ObjectIds carry their creation second, so the ones made from now on sort at or after this one. */
  since: mongoose.Types.ObjectId;
  /** Per collection, the ids of any other type (strings, numbers …) already there, as EJSON text. */
  otherIds: Map<string, Set<string>>;
};

/** Collections the clean-up never touches (none today: the cache lives outside the database). */
const KEPT_COLLECTIONS = new Set<string>();

/** The `_id` types in use (any other is noted and compared alike, as EJSON text). */
type Id = mongoose.Types.ObjectId | string | number;
type AnyIdDoc = { _id: Id };

/** An `_id` that is not an ObjectId: the models keyed by strings (companies, mail log, CPD cycles …). */
const NOT_AN_OBJECT_ID: mongoose.mongo.Filter<AnyIdDoc> = { _id: { $not: { $type: "objectId" } } };

const idKey = (id: Id) => mongoose.mongo.BSON.EJSON.stringify({ id }, { relaxed: false });

async function cleanableCollections(db: mongoose.mongo.Db) {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  return collections
    .map(({ name }) => name)
    .filter((name) => !name.startsWith("system.") && !KEPT_COLLECTIONS.has(name));
}

async function otherIdsIn(collection: mongoose.mongo.Collection<AnyIdDoc>): Promise<Id[]> {
  const docs = await collection.find(NOT_AN_OBJECT_ID, { projection: { _id: 1 } }).toArray();
  return docs.map((doc) => doc._id);
}

/** Notes what the database holds now; `removeDocumentsCreatedSince` removes what comes after. */
export async function markCreation(): Promise<CreationMark> {
  const { connection } = await connectTestDb();
  const db = connection.db!;
  const since = mongoose.Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000));
  const otherIds = new Map<string, Set<string>>();
  for (const name of await cleanableCollections(db))
    otherIds.set(name, new Set((await otherIdsIn(db.collection<AnyIdDoc>(name))).map(idKey)));
  return { since, otherIds };
}

/**
 * Deletes, from every collection, the documents created since `mark`:
 * ObjectIds at or after its second, any other `_id` that was not there when it was taken.
 */
export async function removeDocumentsCreatedSince(mark: CreationMark): Promise<void> {
  const { connection } = await connectTestDb();
  const db = connection.db!;
  for (const name of await cleanableCollections(db)) {
    const collection = db.collection<AnyIdDoc>(name);
    await collection.deleteMany({ _id: { $gte: mark.since } });
    const existed = mark.otherIds.get(name);
    const created = (await otherIdsIn(collection)).filter((id) => !existed?.has(idKey(id)));
    for (let start = 0; start < created.length; start += 500)
      await collection.deleteMany({ _id: { $in: created.slice(start, start + 500) } });
  }
}

export async function disconnectTestDb(): Promise<void> {
  await settleTestWrites();
  await mongoose.disconnect();
}
