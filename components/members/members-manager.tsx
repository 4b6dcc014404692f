"use client";
// /profile/members (admins): members newest first, the total, search by name or e-mail, block and
// unblock, and give or take away comment trust (each recorded in the audit trail).
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageSection } from "@/components/ui/page-section";
import type { Column } from "@/components/ui/table";
import { PeopleTable, useRowRequests } from "@/components/back-office/people-table";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { Pagination } from "@/lib/db-paginate";
import type { CommentTrust } from "@/lib/comments/comment-trust";
import type { MemberRow } from "@/lib/members/members-admin";
import { INPUT_CLASS } from "@/components/ui/field";
import { formatSiteDate } from "@/lib/dates";
import { usePagedTable } from "@/components/back-office/use-paged-table";

const TRUST_LABELS: Record<CommentTrust, string> = {
  auto: "Trust earned by approvals",
  trusted: "Trusted: publish at once",
  untrusted: "Not trusted: always held",
};

type MembersResponse = ApiSuccess<{ members: MemberRow[]; pagination: Pagination; total: number }>;

export function MembersManager() {
  const { busyId, run, dialog } = useRowRequests();
  const { data, filters, setFilter, table } = usePagedTable<MembersResponse, MemberRow, { search: string }>(
    "/api/admin/members",
    "Failed to fetch the members",
    (result) => result.members,
    { search: "" },
  );

  const update = (row: MemberRow, body: { blocked: boolean } | { commentTrust: CommentTrust }) =>
    run(row.id, {
      url: `/api/admin/members/${row.id}`,
      failureMessage: "Failed to update the member",
      body,
      method: "PUT",
      ...("blocked" in body && body.blocked
        ? {
            confirm: {
              question: `Block ${row.email}? They are signed out everywhere and cannot sign in.`,
              label: "Block",
            },
          }
        : {}),
    });

  const columns: Column<MemberRow>[] = [
    { header: "Name", cell: (row) => row.name || "–" },
    { header: "Email", className: "break-all", cell: (row) => row.email },
    {
      header: "State",
      cell: (row) => (
        <Badge tone={row.blocked ? "danger" : "success"}>{row.blocked ? "blocked" : "active"}</Badge>
      ),
    },
    {
      header: "Comments",
      cell: (row) => (
        <select
          aria-label={`Comment trust of ${row.email}`}
          className={INPUT_CLASS}
          value={row.commentTrust}
          disabled={busyId === row.id}
          onChange={(event) => void update(row, { commentTrust: event.target.value as CommentTrust })}
        >
          {Object.entries(TRUST_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ),
    },
    { header: "Joined", hideBelow: "sm", cell: (row) => formatSiteDate(row.createdAt) || "–" },
    {
      header: "Last sign-in",
      hideBelow: "sm",
      cell: (row) => (row.lastSignInAt ? formatSiteDate(row.lastSignInAt) : "–"),
    },
    {
      header: "Actions",
      cell: (row) => (
        <Button
          variant={row.blocked ? "secondary" : "danger"}
          size="sm"
          disabled={busyId === row.id}
          aria-label={`${row.blocked ? "Unblock" : "Block"} ${row.email}`}
          onClick={() => void update(row, { blocked: !row.blocked })}
        >
          {row.blocked ? "Unblock" : "Block"}
        </Button>
      ),
    },
  ];

  return (
    <PageSection id="members" title="Members">
      <p className="text-slate-700">
        {data ? `${data.total} member${data.total === 1 ? "" : "s"}` : "\u00a0"}
        {data && filters.search ? `, ${data.pagination.total} matching “${filters.search}”` : ""}
      </p>
      <PeopleTable
        plural="members"
        search={{
          id: "member-search",
          label: "Search by name or e-mail",
          onSearch: (text) => setFilter("search", text),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        table={table}
      />
      {dialog}
    </PageSection>
  );
}
