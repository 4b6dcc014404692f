// One page of a listing with its total: the pagination every list response carries.
import "server-only";
import type { Model, QueryFilter } from "mongoose";

export type Pagination = { page: number; total: number; totalPages: number; pageSize: number };

export function pagination(page: number, total: number, pageSize: number): Pagination {
  return { page, total, totalPages: Math.ceil(total / pageSize), pageSize };
}

type PageOptions = { page: number; pageSize: number; select: string; sort?: Record<string, 1 | -1> };

/**
 * How many documents match. An empty filter reads the collection's stored count: counting
 * documents with no condition is a full collection scan on MongoDB, whatever the indexes.
 */
export function countMatching<TDoc>(model: Model<TDoc>, filter: QueryFilter<TDoc>): Promise<number> {
  return Object.keys(filter).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(filter);
}

/**
 * Documents matching `filter` (newest first unless `sort` says otherwise), as lean objects with
 * only the `select`ed fields. The model declares an index for each filter + sort used here.
 */
export async function findPage<TDoc, TLean>(
  model: Model<TDoc>,
  filter: QueryFilter<TDoc>,
  { page, pageSize, select, sort = { createdAt: -1, _id: -1 } }: PageOptions,
): Promise<{ docs: TLean[]; pagination: Pagination }> {
  const query = model
    .find(filter)
    .select(select)
    .sort(sort)
    .skip((page - 1) * pageSize)
    .limit(pageSize);
  const [total, docs] = await Promise.all([countMatching(model, filter), query.lean<TLean[]>()]);
  return { docs, pagination: pagination(page, total, pageSize) };
}
