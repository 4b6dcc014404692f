"use client";
// A server-paged back-office table: the page, the filters (a change goes back to page 1), the data
// through useApiData, and what <Table> shows of it (rows, loading state, a failed read with its
// retry, page controls).
import { useCallback, useState } from "react";
import { serverPages } from "@/components/ui/table";
import type { ApiResult } from "@/lib/api/api-client";
import { useApiData } from "./use-api-data";

type PagedResult = ApiResult & { pagination: { totalPages: number } };

/**
 * `path` has no query (null while it is not known yet); the page and the non-blank filters are added.
 * Spread `table` onto <Table>.
 */
export function usePagedTable<
  T extends PagedResult,
  Row,
  F extends Record<string, string> = Record<never, string>,
>(path: string | null, fallbackMessage: string, rowsOf: (data: T) => Row[], initialFilters: F = {} as F) {
  const [{ page, filters }, setState] = useState({ page: 1, filters: initialFilters });
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const { data, loading, error, reload } = useApiData<T>(
    path === null ? null : `${path}?${params}`,
    fallbackMessage,
  );

  const setPage = useCallback((next: number) => setState((current) => ({ ...current, page: next })), []);
  const setFilter = useCallback(
    <K extends keyof F>(name: K, value: F[K]) =>
      setState((current) => ({ page: 1, filters: { ...current.filters, [name]: value } })),
    [],
  );
  const table = {
    rows: data ? rowsOf(data) : undefined,
    loading,
    error,
    onRetry: reload,
    pages: serverPages(page, setPage, data?.pagination, loading),
  };
  return { data, page, filters, setFilter, table };
}
