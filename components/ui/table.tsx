// A responsive data table with its loading and empty states. Columns can hide on small screens;
// the caption names the table for screen readers.
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Hidden below this breakpoint. */
  hideBelow?: "sm" | "md";
  className?: string;
};

export type TablePages = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
};

/** The `pages` prop for a list answered page by page (`pagination` from the API, until it arrives). */
export function serverPages(
  page: number,
  onPageChange: (page: number) => void,
  pagination: { totalPages: number } | undefined,
  loading = false,
): TablePages {
  return { page, totalPages: pagination?.totalPages ?? 0, onPageChange, disabled: loading };
}

type TableProps<Row> = {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row> | null | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  loadingLabel?: string;
  /** The rows' request failed: shown with a retry instead of the empty message. */
  error?: string | null;
  onRetry?: () => void;
  emptyMessage: ReactNode;
  /** Extra attributes per row (e.g. aria-selected, a class for the focused row). */
  rowProps?: (row: Row, index: number) => Record<string, unknown>;
  /** Server-side pages: the controls show below the table when there is more than one. */
  pages?: TablePages;
};

const HIDE = { sm: "hidden sm:table-cell", md: "hidden md:table-cell" } as const;

export function Table<Row>({ pages, ...table }: TableProps<Row>) {
  return (
    <>
      <TableBody {...table} />
      {pages && pages.totalPages > 1 ? <Pagination {...pages} className="mt-4" /> : null}
    </>
  );
}

function TableBody<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  emptyMessage,
  rowProps,
  error,
  onRetry,
}: Omit<TableProps<Row>, "pages">) {
  if (error && (!rows || rows.length === 0))
    return <LoadError message={error} onRetry={onRetry ?? (() => window.location.reload())} />;
  if (loading) return <Spinner label={loadingLabel ?? `Loading ${caption.toLowerCase()}`} />;
  if (!rows || rows.length === 0) return <p className="text-slate-700">{emptyMessage}</p>;
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs text-slate-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-3 py-3 ${column.hideBelow ? HIDE[column.hideBelow] : ""} ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr
              key={rowKey(row)}
              className="border-t border-slate-100 align-top"
              {...rowProps?.(row, rowIndex)}
            >
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={`px-3 py-3 text-slate-800 ${column.hideBelow ? HIDE[column.hideBelow] : ""} ${column.className ?? ""}`}
                >
                  {column.cell(row, rowIndex)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
