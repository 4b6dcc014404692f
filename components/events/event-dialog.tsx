"use client";
// The event form in a dialog: a visitor's submission (create) or a moderator's edit (update, prefilled).
// Checked in the browser with the server's own schema (errors under each field); the date is entered
// as UK wall time, as the site shows it, whatever the browser's zone.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, FieldError, INPUT_CLASS, TextField } from "@/components/ui/field";
import { HONEYPOT_FIELD, HoneypotField } from "@/components/ui/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import type { EventItem } from "@/lib/data/events";
import { fromSiteDateTimeInput, SITE_TIME_ZONE, toSiteDateTimeInput } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { eventBodySchema } from "@/lib/validations/event";

type EventDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Present in update mode: the form starts from this event. */
  event?: EventItem;
  onSaved?: () => void;
};

type FormInput = z.input<typeof eventBodySchema>;
type FormOutput = z.output<typeof eventBodySchema>;

export function EventDialog({ open, onClose, event, onSaved }: EventDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={event ? "Edit Event" : "Add Event"}>
      <EventForm event={event} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function EventForm({ event, onClose, onSaved }: Omit<EventDialogProps, "open">) {
  const updating = Boolean(event);
  const [failure, setFailure] = useState<string | null>(null);
  const [trap, setTrap] = useState("");
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(eventBodySchema),
    defaultValues: {
      title: event?.title ?? "",
      description: event?.description ?? "",
      date: event ? toSiteDateTimeInput(event.date) : "",
      physical: event?.physical ?? true,
      location: event?.location ?? "",
      link: event?.link ?? "",
      email: "",
    },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const physical = useWatch({ control, name: "physical" }) !== false;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The input shows site-zone wall time: send the instant it names.
    const instant = fromSiteDateTimeInput(form.getValues("date"));
    const body = {
      ...values,
      date: instant ? instant.toISOString() : form.getValues("date"),
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
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {failure !== null ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{updating ? "Failed to update event." : "Failed to create event."}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
        </div>
      ) : null}
      <TextField
        id="event-title"
        label="Title"
        maxLength={200}
        error={errors.title?.message}
        {...register("title")}
      />
      <Field id="event-description" label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea
            className={`${INPUT_CLASS} min-h-24`}
            maxLength={5000}
            {...control}
            {...register("description")}
          />
        )}
      </Field>
      <TextField
        id="event-date"
        label="Date and time"
        type="datetime-local"
        hint={`UK time (${SITE_TIME_ZONE})`}
        error={errors.date?.message}
        {...register("date")}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Event type</legend>
        <div className="flex gap-6">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="event-type"
              checked={physical}
              onChange={() => setValue("physical", true)}
            />
            Physical
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="event-type"
              checked={!physical}
              onChange={() => setValue("physical", false)}
            />
            Virtual
          </label>
        </div>
        <FieldError message={errors.physical?.message} />
      </fieldset>
      {physical ? (
        <TextField
          id="event-location"
          label="Location"
          maxLength={300}
          error={errors.location?.message}
          {...register("location")}
        />
      ) : (
        <TextField
          id="event-link"
          label="Link"
          type="url"
          placeholder="https://"
          error={errors.link?.message}
          {...register("link")}
        />
      )}
      {updating ? null : (
        <>
          <TextField
            id="event-email"
            label="Your email (optional)"
            type="email"
            autoComplete="email"
            maxLength={254}
            hint="We tell you when the event is reviewed. Never shown publicly."
            error={errors.email?.message}
            {...register("email")}
          />
          <HoneypotField value={trap} onChange={setTrap} />
        </>
      )}
      <DialogActions
        onCancel={onClose}
        disabled={isSubmitting}
        submitLabel={
          isSubmitting
            ? updating
              ? "Updating..."
              : "Creating..."
            : updating
              ? "Update Event"
              : "Create Event"
        }
      />
    </form>
  );
}
