"use client";
// The public Add Event button and its create dialog.
import dynamic from "next/dynamic";
import { useState } from "react";

// Loaded on the first click, so the listing's first visit doesn't download the form.
const EventDialog = dynamic(() => import("@/components/events/event-dialog").then((m) => m.EventDialog), { ssr: false });

export function AddEventButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2.5 font-medium text-white shadow-sm"
      >
        Add Event
      </button>
      {opened && <EventDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
