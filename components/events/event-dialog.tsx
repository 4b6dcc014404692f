"use client";
// The event form in a dialog: a visitor's submission (create) or a moderator's edit (update, prefilled).
import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { HONEYPOT_FIELD, HoneypotField } from "@/components/ui/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import type { EventItem } from "@/lib/data/events";
import { fromSiteDateTimeInput, SITE_TIME_ZONE, toSiteDateTimeInput } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { DialogActions } from "@/components/ui/dialog-actions";

type EventDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Present in update mode: the form starts from this event. */
  event?: EventItem;
  onSaved?: () => void;
};

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:ring-2 focus:ring-brand/30";

export function EventDialog({ open, onClose, event, onSaved }: EventDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={event ? "Edit Event" : "Add Event"}>
      <EventForm event={event} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function EventForm({ event, onClose, onSaved }: Omit<EventDialogProps, "open">) {
  const updating = Boolean(event);
  const [title, setTitle] = useState(event?.title ?? "");
  const [description, setDescription] = useState(event?.description ?? "");
  const [date, setDate] = useState(event ? toSiteDateTimeInput(event.date) : "");
  const [physical, setPhysical] = useState(event?.physical ?? true);
  const [location, setLocation] = useState(event?.location ?? "");
  const [link, setLink] = useState(event?.link ?? "");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [trap, setTrap] = useState("");

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    // The input shows site-zone wall time (as the site does), whatever the browser's zone.
    const instant = fromSiteDateTimeInput(date);
    const body = {
      title,
      description,
      physical,
      location: physical ? location : "",
      link: physical ? "" : link,
      date: instant ? instant.toISOString() : date,
      ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
    };
    try {
      if (event) {
        const result = await apiRequest(`/api/event/update-event/${event._id}`, { method: "PUT", body });
        toast.success(result.message ?? "Event updated");
      } else {
        await apiRequest("/api/event/create-event", { method: "POST", body });
        toast.success("Event added under review");
      }
      onSaved?.();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, ""));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      {failure !== null ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{updating ? "Failed to update event." : "Failed to create event."}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </div>
      ) : null}
      <div>
        <label htmlFor="event-title" className="mb-1 block text-sm font-medium text-slate-700">
          Title
        </label>
        <input
          id="event-title"
          className={INPUT}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={200}
        />
      </div>
      <div>
        <label htmlFor="event-description" className="mb-1 block text-sm font-medium text-slate-700">
          Description
        </label>
        <textarea
          id="event-description"
          className={`${INPUT} min-h-24`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={5000}
        />
      </div>
      <div>
        <label htmlFor="event-date" className="mb-1 block text-sm font-medium text-slate-700">
          Date and time
        </label>
        <input
          id="event-date"
          type="datetime-local"
          className={INPUT}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          aria-describedby="event-date-hint"
          required
        />
        <p id="event-date-hint" className="mt-1 text-xs text-slate-600">
          UK time ({SITE_TIME_ZONE})
        </p>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Event type</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" name="event-type" checked={physical} onChange={() => setPhysical(true)} />
            Physical
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="event-type" checked={!physical} onChange={() => setPhysical(false)} />
            Virtual
          </label>
        </div>
      </fieldset>
      {physical ? (
        <div>
          <label htmlFor="event-location" className="mb-1 block text-sm font-medium text-slate-700">
            Location
          </label>
          <input
            id="event-location"
            className={INPUT}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            required
            maxLength={300}
          />
        </div>
      ) : (
        <div>
          <label htmlFor="event-link" className="mb-1 block text-sm font-medium text-slate-700">
            Link
          </label>
          <input
            id="event-link"
            type="url"
            className={INPUT}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            required
            placeholder="https://"
          />
        </div>
      )}
      {updating ? null : <HoneypotField value={trap} onChange={setTrap} />}
      <DialogActions
        onCancel={onClose}
        disabled={busy}
        submitLabel={
          busy ? (updating ? "Updating..." : "Creating...") : updating ? "Update Event" : "Create Event"
        }
      />
    </form>
  );
}
