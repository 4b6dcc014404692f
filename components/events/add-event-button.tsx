"use client";
// The public Add Event button and its create dialog.
import { useState } from "react";
import { EventDialog } from "@/components/events/event-dialog";

export function AddEventButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2.5 font-medium text-white shadow-sm"
      >
        Add Event
      </button>
      <EventDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
