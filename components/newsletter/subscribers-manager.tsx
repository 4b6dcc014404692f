"use client";
// /profile/subscribers: counts by state, search, state filter, paging, remove, mark bounced, and
// (admins) the CSV export.
import { Badge } from "@/components/ui/badge";
import { Button, pillClass } from "@/components/ui/button";
import { PageSection } from "@/components/ui/page-section";
import type { Column } from "@/components/ui/table";
import { PeopleTable, useRowRequests } from "@/components/back-office/people-table";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import { ApiClientError, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import { SUBSCRIBER_STATES, type SubscriberState } from "@/lib/constants";
import type { Pagination } from "@/lib/db-paginate";
import type { SubscriberCounts, SubscriberRow } from "@/lib/newsletter/subscribers";
import { formatSiteDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { usePagedTable } from "@/components/back-office/use-paged-table";

type SubscribersResponse = ApiSuccess<{
  subscribers: SubscriberRow[];
  counts: SubscriberCounts;
  pagination: Pagination;
}>;

export const REMOVE_SUBSCRIBER_CONFIRMATION = "Are you sure you want to remove this subscriber?";
async function downloadCsv() {
  try {
    const response = await fetch("/api/admin/subscribers.csv", { cache: "no-store" });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ApiClientError(body.message ?? "Failed to export the subscribers", response.status);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = "subscribers.csv";
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    toast.error(errorMessage(error, "Failed to export the subscribers"));
  }
}

export function SubscribersManager() {
  const role = useStaffRole();
  const { busyId, run, dialog } = useRowRequests();
  const { data, filters, setFilter, table } = usePagedTable<
    SubscribersResponse,
    SubscriberRow,
    { state: SubscriberState | ""; search: string }
  >(role ? `/api/${role}/subscribers` : null, "Failed to fetch the subscribers", (data) => data.subscribers, {
    state: "",
    search: "",
  });
  const state = filters.state;

  const change = async (row: SubscriberRow, action: "delete" | "bounce") => {
    if (!role) return;
    await run(row._id, {
      url: `/api/${role}/${action}-subscriber/${row._id}`,
      failureMessage: "Failed to update the subscriber",
      ...(action === "delete"
        ? { confirm: { question: REMOVE_SUBSCRIBER_CONFIRMATION, label: "Remove" } }
        : {}),
    });
  };

  const columns: Column<SubscriberRow>[] = [
    { header: "Email", className: "break-all", cell: (row) => row.email },
    {
      header: "State",
      cell: (row) => (
        <Badge tone={row.state === "active" ? "success" : row.state === "bounced" ? "danger" : "neutral"}>
          {row.state}
        </Badge>
      ),
    },
    { header: "Subscribed", hideBelow: "sm", cell: (row) => formatSiteDate(row.createdAt) || "–" },
    {
      header: "Confirmed",
      hideBelow: "sm",
      cell: (row) => (row.confirmedAt ? formatSiteDate(row.confirmedAt) : "–"),
    },
    {
      header: "Actions",
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          {row.state !== "bounced" && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busyId === row._id}
              aria-label={`Mark ${row.email} as bounced`}
              onClick={() => void change(row, "bounce")}
            >
              Mark bounced
            </Button>
          )}
          <Button
            variant="danger"
            size="sm"
            disabled={busyId === row._id}
            aria-label={`Remove ${row.email}`}
            onClick={() => void change(row, "delete")}
          >
            Remove
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PageSection
      id="subscribers"
      title="Subscribers"
      actions={
        role === "admin" ? (
          <Button variant="secondary" size="sm" onClick={() => void downloadCsv()}>
            Export CSV
          </Button>
        ) : null
      }
    >
      <div role="group" aria-label="Filter by state" className="flex flex-wrap gap-2">
        {(["", ...SUBSCRIBER_STATES] as const).map((value) => (
          <button
            key={value || "all"}
            type="button"
            aria-pressed={state === value}
            onClick={() => setFilter("state", value)}
            className={pillClass(state === value)}
          >
            {value ? `${value[0]!.toUpperCase()}${value.slice(1)}` : "All"}
            {value && data ? ` (${data.counts[value]})` : ""}
          </button>
        ))}
      </div>

      <PeopleTable
        plural="subscribers"
        search={{
          id: "subscriber-search",
          label: "Search by e-mail",
          onSearch: (text) => setFilter("search", text),
        }}
        columns={columns}
        rowKey={(row) => row._id}
        table={table}
      />
      {dialog}
    </PageSection>
  );
}
