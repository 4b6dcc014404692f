"use client";
// /account/events/{id}/guests: the organiser's guest list — each guest's state, when they registered
// and checked in — with approve / decline for guests waiting for approval, and the CSV export.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import useSWR from "swr";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Table, type Column } from "@/components/ui/table";
import { useMember } from "@/components/members/use-member";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { RegistrationState } from "@/lib/constants";
import { formatSiteDateTime } from "@/lib/dates";
import type { GuestRow } from "@/lib/events/event-registrations";
import { toast } from "@/lib/toast";

const TONES: Record<RegistrationState, "success" | "info" | "warning" | "danger"> = {
  registered: "success",
  waitlisted: "info",
  pending: "warning",
  declined: "danger",
};

function Decision({ eventId, guest, onDone }: { eventId: string; guest: GuestRow; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const decide = async (state: "registered" | "declined") => {
    setBusy(true);
    try {
      const answer = await apiRequest(`/api/members/me/events/${eventId}/registrations/${guest.id}`, {
        method: "POST",
        body: { state },
      });
      toast.success(answer.message ?? "Saved");
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "Could not save that"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => void decide("registered")}>
        Approve<span className="sr-only"> {guest.name || guest.email}</span>
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void decide("declined")}>
        Decline<span className="sr-only"> {guest.name || guest.email}</span>
      </Button>
    </div>
  );
}

export function EventGuests({ eventId }: { eventId: string }) {
  const { member, loading } = useMember({ always: true });
  const key = `/api/members/me/events/${eventId}/registrations`;
  const { data, error, mutate } = useSWR(member ? key : null, (path: string) =>
    apiRequest<ApiSuccess<{ registrations: GuestRow[] }>>(path),
  );
  if (member === undefined || loading) return <Spinner label="Loading the guests" />;
  if (member === null)
    return (
      <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
        Sign in
      </Link>
    );
  const rows = data?.registrations;
  const count = (state: RegistrationState) => rows?.filter((row) => row.state === state).length ?? 0;
  const columns: Column<GuestRow>[] = [
    {
      header: "Guest",
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{row.name || "—"}</p>
          <p className="text-sm break-all text-slate-600">{row.email}</p>
        </div>
      ),
    },
    { header: "State", cell: (row) => <Badge tone={TONES[row.state]}>{row.state}</Badge> },
    {
      header: "Registered",
      hideBelow: "sm",
      cell: (row) => formatSiteDateTime(row.registeredAt),
    },
    {
      header: "Checked in",
      hideBelow: "md",
      cell: (row) => (row.checkedInAt ? formatSiteDateTime(row.checkedInAt) : "—"),
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (row) =>
        row.state === "pending" ? (
          <Decision eventId={eventId} guest={row} onDone={() => void mutate()} />
        ) : null,
    },
  ];
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        <Link href="/account/events" className="text-brand font-medium underline">
          ← Your events
        </Link>
        {rows ? (
          <span>
            {count("registered")} registered · {count("waitlisted")} waitlisted · {count("pending")} waiting
            for approval
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={`${key.replace(/\/registrations$/, "/registrations.csv")}`}
          className={buttonClass({ variant: "secondary", size: "sm" })}
          download
        >
          Export CSV
        </a>
        <Link
          href={`/account/events/${eventId}/check-in`}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          Check guests in
        </Link>
      </div>
      <Table
        caption="Guests"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={!data && !error}
        loadingLabel="Loading the guests"
        error={error ? errorMessage(error, "The guests could not be loaded") : null}
        onRetry={() => void mutate()}
        emptyMessage="Nobody has registered yet."
      />
    </div>
  );
}
