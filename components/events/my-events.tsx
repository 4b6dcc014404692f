"use client";
// /account/events: the events the member organises — review state, status, who is going, a change
// waiting for review — with the edit form (the submission dialog, prefilled), the attendance code
// to show and the status to change.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import useSWR from "swr";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { EventDialog } from "@/components/events/event-dialog";
import { useMember } from "@/components/members/use-member";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import { EVENT_STATUSES, type EventStatus } from "@/lib/constants";
import type { OwnedEvent } from "@/lib/events/event-owners";
import { formatSiteDateTime } from "@/lib/dates";
import { toast } from "@/lib/toast";

const KEY = "/api/members/me/events";

function AttendanceCode({ eventId }: { eventId: string }) {
  const [code, setCode] = useState<string | null>(null);
  const show = async () => {
    try {
      const result = await apiRequest<ApiSuccess<{ code: string }>>(`${KEY}/${eventId}/attendance-code`);
      setCode(result.code);
    } catch (error) {
      toast.error(errorMessage(error, "Could not read the attendance code"));
    }
  };
  if (code)
    return (
      <p className="text-slate-900">
        Attendance code: <strong className="font-mono text-lg tracking-widest">{code}</strong>
      </p>
    );
  return (
    <Button size="sm" variant="secondary" onClick={() => void show()}>
      Show attendance code
    </Button>
  );
}

function StatusPicker({ event, onChanged }: { event: OwnedEvent; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const change = async (status: EventStatus) => {
    setBusy(true);
    try {
      const result = await apiRequest(`/api/events/${event.id}/status`, { method: "POST", body: { status } });
      toast.success(result.message ?? "Status changed");
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error, "Could not change the status"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      Status
      <select
        className={INPUT_CLASS}
        value={event.status}
        disabled={busy}
        onChange={(e) => void change(e.target.value as EventStatus)}
      >
        {EVENT_STATUSES.map((status) => (
          <option key={status}>{status}</option>
        ))}
      </select>
    </label>
  );
}

/** Edit opens the event form; a published event's edit then waits for review (the row says so). */
function EditEvent({ event, onSaved }: { event: OwnedEvent; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
        Edit
      </Button>
      {editing ? (
        <EventDialog open onClose={() => setEditing(false)} event={event.editable} onSaved={onSaved} />
      ) : null}
    </>
  );
}

export function MyEvents() {
  const { member, loading } = useMember({ always: true });
  const { data, error, mutate } = useSWR(member ? KEY : null, (path: string) =>
    apiRequest<ApiSuccess<{ events: OwnedEvent[] }>>(path),
  );
  if (member === undefined || loading) return <Spinner label="Loading your events" />;
  if (member === null)
    return (
      <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
        Sign in
      </Link>
    );
  if (error)
    return (
      <LoadError
        message="Your events could not be loaded. Please try again in a moment."
        onRetry={() => void mutate()}
      />
    );
  if (!data) return <Spinner label="Loading your events" />;
  if (!data.events.length)
    return (
      <p className="text-slate-700">
        You have not listed an event yet.{" "}
        <Link href="/events" className="text-brand underline">
          Add one
        </Link>{" "}
        from the events page.
      </p>
    );
  return (
    <ul className="space-y-4">
      {data.events.map((event) => (
        <li key={event.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {event.state === "approved" ? (
              <Link href={`/events/${event.id}`} className="underline">
                {event.title}
              </Link>
            ) : (
              event.title
            )}
            <Badge
              tone={
                event.state === "approved" ? "success" : event.state === "rejected" ? "danger" : "warning"
              }
            >
              {event.state}
            </Badge>
            {event.pendingChanges ? <Badge tone="info">Change waiting for review</Badge> : null}
          </p>
          <p className="text-sm text-slate-700">
            {formatSiteDateTime(event.start)} · {event.going} going
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {event.state !== "rejected" ? <EditEvent event={event} onSaved={() => void mutate()} /> : null}
            <StatusPicker event={event} onChanged={() => void mutate()} />
            {event.state === "approved" ? <AttendanceCode eventId={event.id} /> : null}
            {event.editable.registration ? (
              <Link
                href={`/account/events/${event.id}/guests`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Guests
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
