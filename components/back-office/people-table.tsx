"use client";
// The back-office's searchable, server-paged tables of people (members, subscribers): the search box
// over the table, and row buttons that ask first when told, send one request and lock their row
// meanwhile.
import { useState } from "react";
import { useStaffAction } from "@/components/back-office/use-api-data";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Table, type Column, type TablePages } from "@/components/ui/table";
import { TableSearch } from "@/components/ui/table-search";

export type RowRequest = {
  url: string;
  failureMessage: string;
  body?: unknown;
  method?: "POST" | "PUT" | "DELETE";
  /** Asked first; the request goes only when confirmed. */
  confirm?: { question: string; label: string };
};

/** One row request at a time: `busyId` is the row being changed; render `dialog` once. */
export function useRowRequests() {
  const send = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (rowId: string, request: RowRequest) => {
    if (busyId) return;
    if (request.confirm && !(await confirm(request.confirm.question, request.confirm.label))) return;
    setBusyId(rowId);
    await send(request.url, request.failureMessage, request.body, request.method);
    setBusyId(null);
  };
  return { busyId, run, dialog };
}

type PeopleTableProps<Row> = {
  /** Who the rows are, in the plural ("members"): the caption, loading and empty texts name them. */
  plural: string;
  search: { id: string; label: string; onSearch: (text: string) => void };
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** usePagedTable's `table`. */
  table: { rows: Row[] | undefined; loading: boolean; pages: TablePages };
};

export function PeopleTable<Row>({ plural, search, table, ...props }: PeopleTableProps<Row>) {
  return (
    <>
      <TableSearch {...search} />
      <Table
        caption={`${plural[0]!.toUpperCase()}${plural.slice(1)}, newest first`}
        loadingLabel={`Loading the ${plural}`}
        emptyMessage={`No ${plural} found.`}
        {...props}
        {...table}
      />
    </>
  );
}
