// Keyed inserts for the demo seed: records whose natural key already exists are left alone, the
// rest are validated and inserted with the seed's own createdAt. One lookup per collection (a
// large collection on FerretDB has no index for these keys, so per-record upserts would each scan it).
import type { Model } from "mongoose";
import { inBulkBatches } from "../../../lib/db-bulk";

export type Keyed = {
  key: Record<string, unknown>;
  doc: Record<string, unknown>;
  always?: Record<string, unknown>;
};

const keyString = (fields: string[], source: Record<string, unknown>) =>
  JSON.stringify(fields.map((field) => String(source[field])));

/**
 * Inserts the records whose key is missing; returns how many were inserted. `always` is $set on
 * every run. `lookup` may narrow the search for existing keys with a simpler filter than the $or of all keys.
 */
export async function upsertByKey<T>(
  model: Model<T>,
  records: Keyed[],
  lookup?: Record<string, unknown>,
): Promise<number> {
  if (records.length === 0) return 0;
  const fields = Object.keys(records[0]!.key);
  const existing = await model
    .find(lookup ?? { $or: records.map((record) => record.key) })
    .select(Object.fromEntries(fields.map((field) => [field, 1])))
    .lean<Record<string, unknown>[]>();
  const seen = new Set(existing.map((doc) => keyString(fields, doc)));
  const missing = records.filter((record) => !seen.has(keyString(fields, record.key)));
  const documents = missing.map((record) => new model({ ...record.doc, ...record.always }));
  await Promise.all(documents.map((document) => document.validate()));
  if (documents.length)
    await model.collection.insertMany(
      documents.map((document) => document.toObject() as Record<string, unknown>),
    );
  const updates = records.filter((record) => record.always && seen.has(keyString(fields, record.key)));
  if (updates.length) {
    await inBulkBatches(updates, (batch) =>
      model.bulkWrite(
        batch.map((record) => ({
          updateOne: { filter: record.key, update: { $set: record.always! }, timestamps: false },
        })) as Parameters<Model<T>["bulkWrite"]>[0],
      ),
    );
  }
  return documents.length;
}

/** A date `days` days before now, at a stable hour so listings look natural. */
export function daysAgo(days: number, hour = 9): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  date.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return date;
}
