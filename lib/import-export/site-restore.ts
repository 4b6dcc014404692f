// Importing an HR Pulse export (issue 35, `source: "hrpulse"`): every document keeps its id, so links,
// images and comments line up as they were; a document whose id exists already is left alone (a second
// import adds nothing). The archive is checked whole (manifest, every collection parses) before the
// second pass writes anything.
import "server-only";
import type { Readable } from "node:stream";
import mongoose from "mongoose";
import { readArchive } from "@/lib/import-export/archive";
import { ImportFileError } from "@/lib/import-export/types";
import { isDuplicateKeyError } from "@/lib/errors";
import { inBulkBatches } from "@/lib/db-bulk";
import { EXPORT_COLLECTIONS, EXPORT_FORMAT } from "@/lib/import-export/site-export";

const { EJSON } = mongoose.mongo.BSON;
const BY_FILE = new Map(EXPORT_COLLECTIONS.map((entry) => [`${entry.file}.json`, entry]));

export type RestoreCounts = {
  posts: number;
  comments: number;
  images: number;
  jobs: number;
  events: number;
  other: number;
};

function parseCollection(name: string, bytes: Buffer): Array<Record<string, unknown>> {
  try {
    const docs = EJSON.parse(bytes.toString("utf8"), { relaxed: false }) as unknown;
    if (!Array.isArray(docs)) throw new Error("not a list");
    return docs as Array<Record<string, unknown>>;
  } catch (error) {
    throw new ImportFileError(
      `${name} in the export is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** The first pass: the manifest says it is our export and every collection file parses. */
export async function checkSiteArchive(source: () => Readable): Promise<void> {
  let manifest: { format?: string } | undefined;
  await readArchive(source(), async ({ name, bytes }) => {
    if (name === "manifest.json") manifest = JSON.parse(bytes.toString("utf8")) as { format?: string };
    else if (BY_FILE.has(name)) parseCollection(name, bytes);
  });
  if (manifest?.format !== EXPORT_FORMAT)
    throw new ImportFileError("This is not an HR Pulse export: it has no manifest.json");
}

/** Documents inserted at a time (inserts are not held to FerretDB's limit on bulk updates). */
const BATCH = 500;

/**
 * Inserts the documents whose `_id` the collection does not hold yet; resolves with how many went in.
 * Insert first, unordered: a document that is there already is a duplicate key, skipped (no read,
 * as for the other importers). Not an upsert per document: FerretDB 1.24 never answered a bulk of
 * 200 `$setOnInsert` upserts that all matched, which hung a second import (docs/decisions.md).
 */
async function insertMissing(collection: string, docs: Array<Record<string, unknown>>): Promise<number> {
  const target = mongoose.connection.db!.collection(collection);
  let inserted = 0;
  await inBulkBatches(
    docs,
    async (batch) => {
      try {
        inserted += (await target.insertMany(batch, { ordered: false })).insertedCount;
      } catch (error) {
        if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw error;
        const failures = [error.writeErrors].flat();
        if (failures.length === 0 || !failures.every(isDuplicateKeyError)) throw error;
        inserted += error.insertedCount;
      }
    },
    BATCH,
  );
  return inserted;
}

/** The second pass: every document and image inserted unless its id exists. */
export async function restoreSiteArchive(source: () => Readable): Promise<RestoreCounts> {
  const counts: RestoreCounts = { posts: 0, comments: 0, images: 0, jobs: 0, events: 0, other: 0 };
  const imageMeta = new Map<string, Record<string, unknown>>();
  await readArchive(source(), async ({ name, bytes }) => {
    const entry = BY_FILE.get(name);
    if (entry?.file === "images") {
      for (const doc of parseCollection(name, bytes)) imageMeta.set(String(doc._id), doc);
      return;
    }
    if (entry) {
      const added = await insertMissing(entry.collection, parseCollection(name, bytes));
      if (entry.file === "posts") counts.posts += added;
      else if (entry.file === "comments") counts.comments += added;
      else if (entry.file === "jobs") counts.jobs += added;
      else if (entry.file === "events") counts.events += added;
      else counts.other += added;
      return;
    }
    const image = /^images\/([a-f0-9]{24})\.\w+$/.exec(name);
    const meta = image ? imageMeta.get(image[1]!) : undefined;
    if (meta)
      counts.images += await insertMissing("images", [{ ...meta, data: new mongoose.mongo.Binary(bytes) }]);
  });
  return counts;
}
