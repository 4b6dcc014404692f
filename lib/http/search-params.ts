// Reading Next's `searchParams` values, which may repeat.
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, if any. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
