"use client";
// Event moderation: Approved / Not Approved tabs (default Not Approved), approve pending events,
// edit any event in the update dialog, delete after confirmation.
import { useState } from "react";
import { PaginationControls } from "@/components/admin/pagination-controls";
import { Spinner } from "@/components/admin/spinner";
import { useApiData, useStaffAction } from "@/components/admin/use-api-data";
import { EventCard } from "@/components/events/event-card";
import { EventDialog } from "@/components/events/event-dialog";
import { ACTION_BUTTON, ApprovalTabs, type ApprovalTab } from "@/components/ui/approval-tabs";
import { useStaffRole } from "@/components/ui/use-staff-role";
import type { EventItem } from "@/lib/data/events";
import type { Pagination } from "@/lib/data/paginate";
import { isSameSiteDay } from "@/lib/format-listing-date";

export const DELETE_EVENT_CONFIRMATION = "Are you sure you want to delete this event?";

type EventsResponse = { success: boolean; events: EventItem[]; pagination: Pagination };

export function EventsModeration() {
  const role = useStaffRole();
  const [tab, setTab] = useState<ApprovalTab>("pending");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EventItem | null>(null);
  const { data, loading, reload } = useApiData<EventsResponse>(
    role ? `/api/${role}/events?status=${tab}&page=${page}` : null,
    "Failed to fetch events",
  );

  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <h1 id="events-heading" className="text-2xl font-bold text-slate-900">
        Events
      </h1>
      <ApprovalTabs
        idPrefix="events"
        label="Event status"
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
        }}
      />
      <div id="events-panel" role="tabpanel" aria-labelledby={`events-tab-${tab}`}>
        {loading ? (
          <Spinner label="Loading events" />
        ) : !data || data.events.length === 0 ? (
          <p className="text-slate-700">No events found.</p>
        ) : (
          <div className="space-y-6">
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label="Events">
              {data.events.map((event) => (
                <li key={event._id}>
                  <ModeratedEvent
                    event={event}
                    role={role}
                    onEdit={() => setEditing(event)}
                    onChanged={reload}
                  />
                </li>
              ))}
            </ul>
            {data.pagination.totalPages > 1 ? (
              <PaginationControls page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
            ) : null}
          </div>
        )}
      </div>
      <EventDialog
        open={editing !== null}
        event={editing ?? undefined}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
    </section>
  );
}

type ModeratedEventProps = {
  event: EventItem;
  role: string | null;
  onEdit: () => void;
  onChanged: () => void;
};

function ModeratedEvent({ event, role, onEdit, onChanged }: ModeratedEventProps) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);
  const act = async (path: string, fallback: string) => {
    setBusy(true);
    const done = await runAction(path, fallback);
    setBusy(false);
    if (done) onChanged();
  };
  const remove = () => {
    if (!window.confirm(DELETE_EVENT_CONFIRMATION)) return;
    void act(`/api/${role}/delete-event/${event._id}`, "Failed to delete the event");
  };

  return (
    <EventCard
      event={event}
      isToday={isSameSiteDay(event.date, new Date())}
      status={
        <p className={`mt-2 text-sm font-medium ${event.isApproved ? "text-green-700" : "text-orange-700"}`}>
          {event.isApproved ? "Approved" : "Not Approved"}
        </p>
      }
      actions={
        <>
          {!event.isApproved ? (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void act(`/api/${role}/approve-event/${event._id}`, "Failed to approve the event")
              }
              aria-label={`Approve ${event.title}`}
              className={ACTION_BUTTON.approve}
            >
              Approve
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={onEdit}
            aria-label={`Edit ${event.title}`}
            className={ACTION_BUTTON.edit}
          >
            Edit
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={remove}
            aria-label={`Delete ${event.title}`}
            className={ACTION_BUTTON.remove}
          >
            Delete
          </button>
        </>
      }
    />
  );
}
