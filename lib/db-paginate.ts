// Pagination, one way: the range a page covers, reading that range from the database, and one page
// of a list already loaded and ordered here (where the filters are applied in memory). Every list
// response carries the same Pagination. Index-backed listings (lib/search) page the in-process index
// with the same pageRange.
import "server-only";
import type { Model, QueryFilter } from "mongoose";

export type Pagination = { page: number; total: number; totalPages: number; pageSize: number };

export function pagination(page: number, total: number, pageSize: number): Pagination {
  return { page, total, totalPages: Math.ceil(total / pageSize), pageSize };
}

/** The items page `page` (from 1) of `pageSize` covers: skip `skip`, take `limit`. */
export function pageRange(page: number, pageSize: number): { skip: number; limit: number } {
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

type Sort = Record<string, 1 | -1>;
type RangeOptions = { select: string; sort?: Sort; skip: number; limit: number };
type PageOptions = { page: number; pageSize: number; select: string; sort?: Sort };

const NEWEST_FIRST: Sort = { createdAt: -1, _id: -1 };

/**
 * How many documents match. An empty filter reads the collection's stored count: counting
 * documents with no condition is a full collection scan on MongoDB, whatever the indexes.
 */
export function countMatching<TDoc>(model: Model<TDoc>, filter: QueryFilter<TDoc>): Promise<number> {
  return Object.keys(filter).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(filter);
}

/**
 * A range of the documents matching `filter` (newest first unless `sort` says otherwise), as lean
 * objects with only the `select`ed fields. The model declares an index for each filter + sort used.
 */
export function findRange<TDoc, TLean>(
  model: Model<TDoc>,
  filter: QueryFilter<TDoc>,
  { select, sort = NEWEST_FIRST, skip, limit }: RangeOptions,
): Promise<TLean[]> {
  return model.find(filter).select(select).sort(sort).skip(skip).limit(limit).lean<TLean[]>();
}

/** One page of the documents matching `filter`, with the pagination of all of them. */
export async function findPage<TDoc, TLean>(
  model: Model<TDoc>,
  filter: QueryFilter<TDoc>,
  { page, pageSize, ...options }: PageOptions,
): Promise<{ docs: TLean[]; pagination: Pagination }> {
  const [total, docs] = await Promise.all([
    countMatching(model, filter),
    findRange<TDoc, TLean>(model, filter, { ...options, ...pageRange(page, pageSize) }),
  ]);
  return { docs, pagination: pagination(page, total, pageSize) };
}

/** One page of a list already filtered and ordered in memory, with the pagination of the whole list. */
export function pageOfList<T>(list: readonly T[], page: number, pageSize: number) {
  const { skip, limit } = pageRange(page, pageSize);
  return { items: list.slice(skip, skip + limit), pagination: pagination(page, list.length, pageSize) };
}
