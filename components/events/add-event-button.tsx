"use client";
// The public Add Event button and its create dialog, loaded on the first click.
import dynamic from "next/dynamic";
import { DialogButton } from "@/components/ui/dialog-button";

const EventDialog = dynamic(() => import("@/components/events/event-dialog").then((m) => m.EventDialog), {
  ssr: false,
});

export function AddEventButton() {
  return <DialogButton label="Add Event" Dialog={EventDialog} />;
}
