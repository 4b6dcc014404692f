"use client";
// Staff mark an event cancelled or postponed (it stays listed with the label; calendars and search
// engines are told), or scheduled again.
import { useState } from "react";
import { useStaffAction } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { EventStatus } from "@/lib/constants";
import type { EventItem } from "@/lib/events/events";

const ACTIONS: { status: EventStatus; label: string }[] = [
  { status: "cancelled", label: "Cancel event" },
  { status: "postponed", label: "Postpone" },
  { status: "scheduled", label: "Reschedule" },
];

export const CANCEL_EVENT_CONFIRMATION =
  "Mark this event as cancelled? It stays listed with a Cancelled label and subscribed calendars drop it.";

export function EventStatusActions({ event }: { event: EventItem }) {
  const role = useStaffRole();
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const setStatus = async (status: EventStatus) => {
    if (status === "cancelled" && !(await confirm(CANCEL_EVENT_CONFIRMATION, "Cancel event"))) return;
    setBusy(true);
    await runAction(`/api/${role}/event-status/${event._id}`, "Failed to change the event's status", {
      status,
    });
    setBusy(false);
  };
  return (
    <>
      {ACTIONS.filter((action) => action.status !== event.status).map((action) => (
        <Button
          key={action.status}
          variant={action.status === "cancelled" ? "danger" : "secondary"}
          size="sm"
          disabled={busy || !role}
          onClick={() => void setStatus(action.status)}
          aria-label={`${action.label}: ${event.title}`}
        >
          {action.label}
        </Button>
      ))}
      {dialog}
    </>
  );
}
