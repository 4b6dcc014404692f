"use client";
// The audit trail (admins): who changed what and when, newest first, 30 lines a page.
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { AuditEntry, AuditPage } from "@/lib/staff/audit";
import { formatSiteDateTime } from "@/lib/dates";
import { usePagedTable } from "./use-paged-table";

const COLUMNS: Column<AuditEntry>[] = [
  { header: "Time", className: "whitespace-nowrap", cell: (entry) => formatSiteDateTime(entry.createdAt) },
  {
    header: "User",
    cell: (entry) => (
      <>
        {entry.user.name || "Unknown"}
        {entry.user.email && <span className="block text-xs text-slate-600">{entry.user.email}</span>}
      </>
    ),
  },
  { header: "Action", cell: (entry) => <span className="font-mono text-xs">{entry.action}</span> },
  {
    header: "Target",
    className: "break-words",
    cell: (entry) => (
      <>
        {entry.targetType}
        {entry.targetId && <span className="block font-mono text-xs text-slate-600">{entry.targetId}</span>}
        {entry.summary && <span className="block text-xs text-slate-700">{entry.summary}</span>}
      </>
    ),
  },
];

export function AuditTrail() {
  const { table } = usePagedTable(
    "/api/admin/audit",
    "Failed to fetch the audit trail",
    (data: ApiSuccess<AuditPage>) => data.entries,
  );

  return (
    <PageSection id="audit" title="Audit trail">
      <Table
        caption="Audit trail, newest first"
        columns={COLUMNS}
        rowKey={(entry) => entry._id}
        loadingLabel="Loading the audit trail"
        emptyMessage="No actions recorded yet."
        {...table}
      />
    </PageSection>
  );
}
