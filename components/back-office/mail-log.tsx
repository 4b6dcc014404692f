"use client";
// /profile/mail (admins): every mail the site sent or tried to send, newest first.
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import type { ApiSuccess } from "@/lib/api/api-client";
import { MAIL_STATUSES, type MailStatus } from "@/lib/constants";
import type { MailLogEntry } from "@/lib/mail/mail-log";
import type { Pagination } from "@/lib/db-paginate";
import { formatSiteDateTime } from "@/lib/dates";
import { usePagedTable } from "./use-paged-table";

const STATUS_TONE: Record<MailStatus, BadgeTone> = {
  queued: "neutral",
  sending: "neutral",
  sent: "success",
  failed: "danger",
  "not sent": "warning",
};

const COLUMNS: Column<MailLogEntry>[] = [
  { header: "Time", className: "whitespace-nowrap", cell: (mail) => formatSiteDateTime(mail.createdAt) },
  { header: "To", className: "break-all", cell: (mail) => mail.to },
  { header: "Kind", cell: (mail) => <span className="font-mono text-xs">{mail.kind}</span> },
  { header: "Subject", cell: (mail) => mail.subject },
  {
    header: "Status",
    cell: (mail) => (
      <>
        <Badge tone={STATUS_TONE[mail.status]}>{mail.status}</Badge>
        {mail.attempts > 1 && <span className="block text-xs text-slate-600">{mail.attempts} attempts</span>}
        {mail.error && <span className="block text-xs text-slate-700">{mail.error}</span>}
      </>
    ),
  },
];

export function MailLog() {
  const { filters, setFilter, table } = usePagedTable<
    ApiSuccess<{ mails: MailLogEntry[]; pagination: Pagination; configured: boolean }>,
    MailLogEntry,
    { status: MailStatus | "" }
  >("/api/admin/mail", "Failed to fetch the mail log", (data) => data.mails, { status: "" });

  return (
    <PageSection id="mail" title="Mail log">
      <Field id="mail-status" label="Status" className="max-w-xs">
        {(control) => (
          <select
            {...control}
            className={INPUT_CLASS}
            value={filters.status}
            onChange={(event) => setFilter("status", event.target.value as MailStatus | "")}
          >
            <option value="">All</option>
            {MAIL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Table
        caption="Mail log, newest first"
        columns={COLUMNS}
        rowKey={(mail) => mail.id}
        loadingLabel="Loading the mail log"
        emptyMessage="No mail recorded yet."
        {...table}
      />
    </PageSection>
  );
}
