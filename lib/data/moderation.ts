// What events and jobs share: a visitor's submission is held for review; staff approve, edit or
// delete it. Only approved items are public, so only their changes expire cached pages, and every
// decision is one audit entry written here, beside the change it records.
import "server-only";
import type { Model, UpdateQuery } from "mongoose";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { recordAudit } from "@/lib/data/audit";
import type { SessionUser } from "@/lib/data/users";
import { findPage, type Pagination } from "@/lib/data/paginate";
import { connectDb } from "@/lib/db";
import { STAFF_LIST_PAGE_SIZE } from "@/lib/constants";
import { notFound } from "@/lib/errors";

export type ModeratedKind<Doc> = {
  model: Model<Doc>;
  type: "event" | "job";
  notFoundMessage: string;
  /** The fields a read returns. */
  select: string;
  /** The cache tags a change to an approved item expires: its list and its page. */
  publicTags: (id: string) => string[];
};

type Lean = { isApproved?: boolean | null; title?: string | null };

/** Every item for moderation, newest submission first, optionally one approval status. */
export async function listItemsForStaff<Doc, Item>(
  kind: ModeratedKind<Doc>,
  { status, page = 1 }: { status?: "approved" | "pending"; page?: number },
): Promise<{ docs: Item[]; pagination: Pagination }> {
  await connectDb();
  const filter = status ? { isApproved: status === "approved" } : {};
  return findPage<Doc, Item>(kind.model, filter, {
    page,
    pageSize: STAFF_LIST_PAGE_SIZE,
    select: kind.select,
  });
}

/** Approves the item; `extra` fields are set only when this call approves it (a second approval changes nothing). */
export async function approveItem<Doc>(
  kind: ModeratedKind<Doc>,
  id: string,
  actor: SessionUser,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await connectDb();
  const result = await kind.model.updateOne(
    { _id: id, isApproved: { $ne: true } },
    { $set: { isApproved: true, ...extra } },
  );
  if (result.matchedCount === 0 && !(await kind.model.exists({ _id: id }))) {
    throw notFound(kind.notFoundMessage);
  }
  if (result.modifiedCount > 0) await invalidatePublicCache(kind.publicTags(id));
  await recordAudit(actor, `${kind.type}.approve`, { type: kind.type, id });
}

/** Applies `update` and returns the stored item (updateOne then a read: FerretDB's findAndModify takes no projection). */
export async function updateItem<Doc, Item extends Lean>(
  kind: ModeratedKind<Doc>,
  id: string,
  update: UpdateQuery<Doc>,
  actor: SessionUser,
): Promise<Item> {
  await connectDb();
  const result = await kind.model.updateOne({ _id: id }, update, { runValidators: true });
  if (result.matchedCount === 0) throw notFound(kind.notFoundMessage);
  const doc = await kind.model.findById(id).select(kind.select).lean<Item>();
  if (!doc) throw notFound(kind.notFoundMessage);
  if (doc.isApproved) await invalidatePublicCache(kind.publicTags(id));
  await recordAudit(actor, `${kind.type}.update`, { type: kind.type, id, summary: doc.title ?? "" });
  return doc;
}

/** Deletes the item and returns what it was (so the caller can release what it owned). */
export async function deleteItem<Doc, Item extends Lean>(
  kind: ModeratedKind<Doc>,
  id: string,
  actor: SessionUser,
): Promise<Item> {
  await connectDb();
  const existing = await kind.model.findById(id).select(kind.select).lean<Item>();
  if (!existing) throw notFound(kind.notFoundMessage);
  const result = await kind.model.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(kind.notFoundMessage);
  if (existing.isApproved) await invalidatePublicCache(kind.publicTags(id));
  await recordAudit(actor, `${kind.type}.delete`, { type: kind.type, id, summary: existing.title ?? "" });
  return existing;
}
