// What the index reads from the database: every visible item at start-up (in batches, so a large
// collection never sits in memory at once), and single items by _id after a change.
import "server-only";
import { Types, type mongo } from "mongoose";
import { connectDb } from "@/lib/db";
import { htmlToText } from "@/lib/html/text";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { SOURCE_FIELDS, toSearchDocument } from "./documents";
import { SEARCH_TYPES, type SearchDocument, type SearchType } from "./types";
import { VISIBILITY_FIELDS, isVisible } from "./visibility";

const BATCH_SIZE = 500;

type Raw = Record<string, unknown> & { _id: unknown };

function collection(type: SearchType): mongo.Collection {
  switch (type) {
    case "post":
      return Blog.collection as unknown as mongo.Collection;
    case "job":
      return Job.collection as unknown as mongo.Collection;
    case "event":
      return Event.collection as unknown as mongo.Collection;
    case "certification":
      return Certification.collection as unknown as mongo.Collection;
  }
}

function projection(type: SearchType): Record<string, 1> {
  return Object.fromEntries([...SOURCE_FIELDS[type], ...VISIBILITY_FIELDS[type]].map((field) => [field, 1]));
}

/**
 * Every visible item of every type, in batches. The whole collection is read and the visibility rule
 * applied here (lib/search/visibility.ts), so the rule lives in one function per type.
 */
export async function* readAllVisible(): AsyncGenerator<SearchDocument[]> {
  await connectDb();
  for (const type of SEARCH_TYPES) {
    const cursor = collection(type).find({}, { projection: projection(type), batchSize: BATCH_SIZE });
    let batch: SearchDocument[] = [];
    for await (const doc of cursor) {
      if (!isVisible[type](doc)) continue;
      batch.push(toSearchDocument[type](doc as Raw));
      if (batch.length >= BATCH_SIZE) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
}

const objectId = (id: string) => (/^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

/**
 * The current state of one item: its document when visible, null when hidden or gone. Read by _id
 * alone (FerretDB answers only that from its primary key).
 */
export async function readItem(type: SearchType, id: string): Promise<SearchDocument | null> {
  const _id = objectId(id);
  if (!_id) return null;
  await connectDb();
  const doc = await collection(type).findOne({ _id }, { projection: projection(type) });
  return doc && isVisible[type](doc) ? toSearchDocument[type](doc as Raw) : null;
}

const BODY_FIELD: Record<SearchType, { field: string; html: boolean }> = {
  post: { field: "description", html: true },
  job: { field: "description", html: false },
  event: { field: "description", html: false },
  certification: { field: "description", html: true },
};

/** An item's full body as plain text, for a snippet whose match lies past the kept excerpt. */
export async function readBodyText(type: SearchType, id: string): Promise<string> {
  const _id = objectId(id);
  if (!_id) return "";
  await connectDb();
  const { field, html } = BODY_FIELD[type];
  const doc = await collection(type).findOne({ _id }, { projection: { [field]: 1 } });
  const value = typeof doc?.[field] === "string" ? (doc[field] as string) : "";
  return html ? htmlToText(value) : value;
}
