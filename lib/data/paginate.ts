// One page of a listing with its total: the pagination every list response carries.
import "server-only";
import type { Model, QueryFilter } from "mongoose";

export type Pagination = { page: number; total: number; totalPages: number; pageSize: number };

export function pagination(page: number, total: number, pageSize: number): Pagination {
  return { page, total, totalPages: Math.ceil(total / pageSize), pageSize };
}

type PageOptions = { page: number; pageSize: number; select?: string; sort?: Record<string, 1 | -1> };

/** Documents matching `filter` (newest first unless `sort` says otherwise), as lean objects. */
export async function findPage<TDoc, TLean>(
  model: Model<TDoc>,
  filter: QueryFilter<TDoc>,
  { page, pageSize, select, sort = { createdAt: -1, _id: -1 } }: PageOptions,
): Promise<{ docs: TLean[]; pagination: Pagination }> {
  const query = model.find(filter).sort(sort).skip((page - 1) * pageSize).limit(pageSize);
  if (select) query.select(select);
  const [total, docs] = await Promise.all([model.countDocuments(filter), query.lean<TLean[]>()]);
  return { docs, pagination: pagination(page, total, pageSize) };
}
