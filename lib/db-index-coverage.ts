// Whether a declared index serves a query's filter and sort: the shape check the query-plan test
// runs where explain() cannot tell (FerretDB on SQLite scans whatever the indexes are).
// Rule (MongoDB's equality-sort-range): the index starts with the filter's equality fields in any
// order, then the sort's fields in order with all directions the same or all reversed. Range and
// regex conditions are filtered after the index bounds, so they may sit anywhere.

export type IndexKey = Record<string, number | string>;
export type IndexSpec = { key: IndexKey; unique?: boolean };
export type SortSpec = Record<string, number>;
export type QueryShape = { filter: Record<string, unknown>; sort?: SortSpec };

export type Coverage = { covered: true; index: IndexKey } | { covered: false; reason: string };

type FilterParts = { equality: string[]; pointLookups: string[]; ranges: string[]; others: string[] };

const RANGE_OPERATORS = new Set(["$gt", "$gte", "$lt", "$lte"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function operatorObject(value: unknown): Record<string, unknown> | null {
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith("$")) ? value : null;
}

/** Splits a filter into equality fields, `$in` lookups, range fields and everything else. */
export function filterParts(filter: Record<string, unknown>): FilterParts {
  const parts: FilterParts = { equality: [], pointLookups: [], ranges: [], others: [] };
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith("$")) {
      parts.others.push(field);
      continue;
    }
    const operators = operatorObject(value);
    if (!operators) {
      // A RegExp is a pattern match, not an equality; anything else (scalar, ObjectId, Date) is a point.
      (value instanceof RegExp ? parts.others : parts.equality).push(field);
      continue;
    }
    const names = Object.keys(operators);
    if (names.length === 1 && names[0] === "$eq") parts.equality.push(field);
    else if (names.length === 1 && names[0] === "$in") parts.pointLookups.push(field);
    else if (names.every((name) => RANGE_OPERATORS.has(name))) parts.ranges.push(field);
    else parts.others.push(field);
  }
  return parts;
}

function direction(value: number | string | undefined): 1 | -1 | null {
  if (value === 1 || value === -1) return value;
  return null;
}

/** Why `index` does not serve the query, or null when it does. */
function mismatch(index: IndexSpec, parts: FilterParts, sort: [string, number][]): string | null {
  const fields = Object.keys(index.key);
  const equality = new Set(parts.equality);

  // A unique index whose every field is matched by equality or $in is a point lookup.
  const pointFields = new Set([...parts.equality, ...parts.pointLookups]);
  if (index.unique && fields.every((field) => pointFields.has(field))) return null;

  const prefix = fields.slice(0, equality.size);
  if (equality.size > fields.length || !prefix.every((field) => equality.has(field))) {
    return `does not start with the equality fields {${[...equality].join(", ")}}`;
  }

  // Sorting on a field already fixed by equality costs nothing.
  const sortRest = sort.filter(([field]) => !equality.has(field));
  const afterPrefix = fields.slice(equality.size);
  if (sortRest.length > afterPrefix.length) return "is too short for the sort";
  let sameWay = true;
  let reversed = true;
  for (const [position, [field, wanted]] of sortRest.entries()) {
    const indexField = afterPrefix[position];
    if (indexField !== field) return `has ${indexField ?? "nothing"} where the sort needs ${field}`;
    const stored = direction(index.key[field]);
    if (stored === null) return `indexes ${field} as ${String(index.key[field])}, which cannot sort`;
    if (stored !== wanted) sameWay = false;
    if (stored !== -wanted) reversed = false;
  }
  if (!sameWay && !reversed) return "sorts in a mix of its own and the reverse directions";

  // With neither equality nor sort, only a range or $in on the index's first field bounds the scan.
  const first = fields[0] ?? "";
  if (
    equality.size === 0 &&
    sortRest.length === 0 &&
    !parts.ranges.includes(first) &&
    !parts.pointLookups.includes(first)
  ) {
    return "bounds nothing: no equality, sort, range or $in on its first field";
  }
  return null;
}

/** The first declared index that serves the query, or why none does. */
export function findCoveringIndex(indexes: IndexSpec[], shape: QueryShape): Coverage {
  const parts = filterParts(shape.filter);
  const sort = Object.entries(shape.sort ?? {});
  const badSort = sort.find(([, value]) => value !== 1 && value !== -1);
  if (badSort) return { covered: false, reason: `sort on ${badSort[0]} is not ascending or descending` };
  if (parts.equality.length + parts.pointLookups.length + parts.ranges.length + sort.length === 0) {
    return { covered: false, reason: "neither filter nor sort can use an index: a full collection scan" };
  }
  const reasons: string[] = [];
  for (const index of indexes) {
    const why = mismatch(index, parts, sort);
    if (why === null) return { covered: true, index: index.key };
    reasons.push(`${JSON.stringify(index.key)} ${why}`);
  }
  return { covered: false, reason: reasons.length ? reasons.join("; ") : "no indexes declared" };
}
