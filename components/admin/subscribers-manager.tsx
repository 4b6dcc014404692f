"use client";
// /profile/subscribers: counts by state, search, state filter, paging, remove, mark bounced, and
// (admins) the CSV export.
import { useState, type FormEvent } from "react";
import { ApiClientError, errorMessage, storedToken } from "@/lib/api-client";
import { SUBSCRIBER_STATES, type SubscriberState } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { useStaffRole } from "@/components/ui/use-staff-role";
import { INPUT_CLASS } from "./form-field";
import { PaginationControls } from "./pagination-controls";
import { Spinner } from "./spinner";
import { useApiData, useStaffAction } from "./use-api-data";

type SubscriberRow = {
  _id: string;
  email: string;
  state: SubscriberState;
  createdAt: string;
  confirmedAt: string | null;
};
type SubscribersResponse = {
  success: boolean;
  subscribers: SubscriberRow[];
  counts: Record<SubscriberState, number>;
  pagination: { page: number; totalPages: number; total: number };
};

export const REMOVE_SUBSCRIBER_CONFIRMATION = "Are you sure you want to remove this subscriber?";
const BUTTON =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";

function formatDate(iso: string | null): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : date.toLocaleDateString("en-GB");
}

async function downloadCsv() {
  try {
    const response = await fetch("/api/admin/subscribers.csv", {
      headers: { Authorization: `Bearer ${storedToken() ?? ""}` },
      cache: "no-store",
    });
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
  const act = useStaffAction();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<SubscriberState | "">("");
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [busyId, setBusyId] = useState<string | null>(null);

  const params = new URLSearchParams({ page: String(page) });
  if (state) params.set("state", state);
  if (search) params.set("search", search);
  const { data, loading, reload } = useApiData<SubscribersResponse>(
    role ? `/api/${role}/subscribers?${params}` : null,
    "Failed to fetch the subscribers",
  );

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  const change = async (row: SubscriberRow, action: "delete" | "bounce") => {
    if (!role || busyId) return;
    if (action === "delete" && !window.confirm(REMOVE_SUBSCRIBER_CONFIRMATION)) return;
    setBusyId(row._id);
    const done = await act(`/api/${role}/${action}-subscriber/${row._id}`, "Failed to update the subscriber");
    setBusyId(null);
    if (done) reload();
  };

  return (
    <section aria-labelledby="subscribers-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="subscribers-heading" className="text-2xl font-bold text-slate-900">
          Subscribers
        </h1>
        {role === "admin" && (
          <button type="button" className={BUTTON} onClick={() => void downloadCsv()}>
            Export CSV
          </button>
        )}
      </div>

      <div role="group" aria-label="Filter by state" className="flex flex-wrap gap-2">
        {(["", ...SUBSCRIBER_STATES] as const).map((value) => (
          <button
            key={value || "all"}
            type="button"
            aria-pressed={state === value}
            onClick={() => {
              setState(value);
              setPage(1);
            }}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              state === value ? "bg-brand text-white" : "bg-white text-slate-800 shadow-sm hover:bg-slate-100"
            }`}
          >
            {value ? `${value[0]!.toUpperCase()}${value.slice(1)}` : "All"}
            {value && data ? ` (${data.counts[value]})` : ""}
          </button>
        ))}
      </div>

      <form role="search" onSubmit={onSearch} className="flex max-w-md gap-2">
        <label htmlFor="subscriber-search" className="sr-only">
          Search by e-mail
        </label>
        <input
          id="subscriber-search"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search by e-mail"
          className={INPUT_CLASS}
        />
        <button type="submit" className={BUTTON}>
          Search
        </button>
      </form>

      {loading && !data ? (
        <Spinner label="Loading the subscribers" />
      ) : !data || data.subscribers.length === 0 ? (
        <p className="text-slate-600">No subscribers found.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Subscribers, newest first</caption>
              <thead className="bg-slate-100 text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-3">
                    State
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                    Subscribed
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                    Confirmed
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.subscribers.map((row) => (
                  <tr key={row._id} className="border-t border-slate-200">
                    <td className="px-3 py-3 break-all text-slate-900">{row.email}</td>
                    <td className="px-3 py-3 text-slate-800">{row.state}</td>
                    <td className="hidden px-3 py-3 text-slate-700 sm:table-cell">
                      {formatDate(row.createdAt)}
                    </td>
                    <td className="hidden px-3 py-3 text-slate-700 sm:table-cell">
                      {formatDate(row.confirmedAt)}
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex flex-wrap gap-2">
                        {row.state !== "bounced" && (
                          <button
                            type="button"
                            className={BUTTON}
                            disabled={busyId === row._id}
                            aria-label={`Mark ${row.email} as bounced`}
                            onClick={() => void change(row, "bounce")}
                          >
                            Mark bounced
                          </button>
                        )}
                        <button
                          type="button"
                          className={`${BUTTON} text-red-700`}
                          disabled={busyId === row._id}
                          aria-label={`Remove ${row.email}`}
                          onClick={() => void change(row, "delete")}
                        >
                          Remove
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.pagination.totalPages > 1 && (
            <PaginationControls
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              disabled={loading}
            />
          )}
        </>
      )}
    </section>
  );
}
