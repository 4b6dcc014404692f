// Owners' edits of published items (jobs, events), held for review (models/pending-change-fields.ts):
// the live version stays public until a moderator approves the change, which applies it as one
// update. Generic over the model, so any moderated type with the fields can use it.
import "server-only";
import type { Model } from "mongoose";
import { connectDb } from "@/lib/db";

export type PendingChange = { set: Record<string, unknown>; unset: string[] };
export type FieldChange = { field: string; before: unknown; after: unknown };
/** One item's waiting change as the inbox shows it. */
export type ChangeForReview = { id: string; title: string; proposedAt: string; changes: FieldChange[] };

type WithPending = { _id: unknown; pendingChange?: PendingChange | null; pendingChangeAt?: Date | null };
/** Any model with the pending-change fields: the helpers read and write only those and the named ones. */
export type AnyModel = Model<WithPending>;

/**
 * The stored change in its current shape: events stored before they shared this module kept
 * `unset` as a `{ field: 1 }` object.
 */
export function normalizeChange(stored: unknown): PendingChange | null {
  if (!stored || typeof stored !== "object") return null;
  const { set, unset } = stored as { set?: Record<string, unknown>; unset?: unknown };
  return {
    set: set ?? {},
    unset: Array.isArray(unset) ? unset.map(String) : Object.keys((unset as object | undefined) ?? {}),
  };
}

/** The item as it will be once the waiting change is applied (an edit form starts from it). */
export function withPendingChange<T extends Record<string, unknown>>(live: T, stored: unknown): T {
  const change = normalizeChange(stored);
  if (!change) return live;
  const merged: Record<string, unknown> = { ...live, ...change.set };
  for (const field of change.unset) delete merged[field];
  return merged as T;
}

/** Stores (or replaces) the change; returns the one it replaced, if any. */
export async function proposeChange(
  model: AnyModel,
  id: string,
  change: PendingChange,
  now: Date = new Date(),
): Promise<PendingChange | null> {
  await connectDb();
  const previous = await model.findById(id).select("pendingChange").lean<WithPending>();
  await model.updateOne({ _id: id }, { $set: { pendingChange: change, pendingChangeAt: now } });
  return normalizeChange(previous?.pendingChange);
}

/**
 * Applies the stored change with a compare-and-set on its date (two approvals apply it once), with
 * any counters the type moves on each change (an event's SEQUENCE); returns the change applied, or
 * null when none was waiting.
 */
export async function applyPendingChange(
  model: AnyModel,
  id: string,
  increments: Record<string, number> = {},
): Promise<PendingChange | null> {
  await connectDb();
  const doc = await model.findById(id).select("pendingChange pendingChangeAt").lean<WithPending>();
  const change = normalizeChange(doc?.pendingChange);
  if (!change || !doc?.pendingChangeAt) return null;
  const unsetAll = Object.fromEntries(
    [...change.unset, "pendingChange", "pendingChangeAt"].map((f) => [f, ""]),
  );
  const result = await model.updateOne(
    { _id: id, pendingChangeAt: doc.pendingChangeAt },
    { $set: change.set, $unset: unsetAll, ...(Object.keys(increments).length ? { $inc: increments } : {}) },
    { runValidators: true },
  );
  return result.modifiedCount === 1 ? change : null;
}

/** Drops a waiting change (a rejection, or the item leaving review); returns it, or null. */
export async function discardPendingChange(model: AnyModel, id: string): Promise<PendingChange | null> {
  await connectDb();
  const doc = await model.findById(id).select("pendingChange").lean<WithPending>();
  if (!doc?.pendingChange) return null;
  await model.updateOne({ _id: id }, { $unset: { pendingChange: "", pendingChangeAt: "" } });
  return normalizeChange(doc.pendingChange);
}

/** The fields a change alters, each with its live and its proposed value (the inbox's before/after). */
export function diffChange(live: Record<string, unknown>, change: PendingChange): FieldChange[] {
  const rows: FieldChange[] = [];
  for (const [field, after] of Object.entries(change.set)) {
    const before = live[field];
    if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) rows.push({ field, before, after });
  }
  for (const field of change.unset) {
    const before = live[field];
    if (before !== undefined && before !== null && before !== "") rows.push({ field, before, after: null });
  }
  return rows;
}

/** Items with a change waiting, oldest first (through the pendingChangeAt index). */
export async function listWithPendingChanges<T extends WithPending>(
  model: AnyModel,
  fields: string,
  limit: number,
): Promise<T[]> {
  await connectDb();
  return model
    .find({ pendingChangeAt: { $gt: new Date(0) } })
    .select(`${fields} pendingChange pendingChangeAt`)
    .sort({ pendingChangeAt: 1 })
    .limit(limit)
    .lean<T[]>();
}

type ReviewRow = Record<string, unknown> & WithPending & { title?: string | null };

/**
 * The inbox's list for one type: each waiting change as a before/after of the fields a reviewer
 * reads (`reviewed`; internal fields such as search text are left out).
 */
export async function listChangesForReview(
  model: AnyModel,
  reviewed: readonly string[],
  limit: number,
): Promise<ChangeForReview[]> {
  const fields = [...new Set(["title", ...reviewed])].join(" ");
  const rows = await listWithPendingChanges<ReviewRow>(model, fields, limit);
  return rows.flatMap((row) => {
    const change = normalizeChange(row.pendingChange);
    if (!change) return [];
    return [
      {
        id: String(row._id),
        title: row.title ?? "",
        proposedAt: (row.pendingChangeAt ?? new Date(0)).toISOString(),
        changes: diffChange(row, change).filter((field) => reviewed.includes(field.field)),
      },
    ];
  });
}
