// FerretDB 1.24 (the embedded database) never answers a bulk write of 100 or more updates: measured,
// 90 `updateOne`s by `_id` in one bulkWrite answer in 0.3 s, 100 never. Bulk updates go in batches of
// this size (inserts are not affected).
export const BULK_UPDATE_BATCH = 50;

/** Runs `write` over `items` in slices of at most `size` (BULK_UPDATE_BATCH unless said). */
export async function inBulkBatches<T>(
  items: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
  size = BULK_UPDATE_BATCH,
) {
  for (let start = 0; start < items.length; start += size) await write(items.slice(start, start + size));
}
