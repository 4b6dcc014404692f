// What events and jobs share on their own staff screens: the list and the edit. Decisions (approve,
// reject, spam, delete) on comments, events and jobs live in lib/moderation/moderation-decisions.ts.
// Only approved items are public, so only their edits expire cached pages.
import "server-only";
import type { Model, UpdateQuery } from "mongoose";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { recordAudit } from "@/lib/staff/audit";
import type { SessionUser } from "@/lib/staff/users";
import { findPage, type Pagination } from "@/lib/db-paginate";
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
