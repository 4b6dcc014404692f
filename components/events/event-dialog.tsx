"use client";
// The event form in a dialog: a visitor's submission (create) or a moderator's edit (update, prefilled).
// Checked in the browser with the server's own schema (errors under each field). Times are entered
// as wall time in the event's own zone (the site's by default) and sent as such with the zone, so
// a moderator in Los Angeles or Tokyo enters the time the event's page will show.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import {
  OfferFields,
  OrganisationFields,
  offerFormValues,
  organisationFormValue,
  type OfferFormValues,
  type OrganisationFormValue,
} from "@/components/forms/offer-fields";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { BoundTextArea, BoundTextField } from "@/components/forms/bound-fields";
import { FieldError } from "@/components/ui/field";
import { useHoneypot } from "@/components/forms/honeypot-field";
import { SubmitterFields } from "@/components/forms/submitter-fields";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import {
  EVENT_ATTENDANCE,
  EVENT_ATTENDANCE_LABELS,
  type EventAttendance,
  type EventRegistrationMode,
} from "@/lib/constants";
import type { EventItem } from "@/lib/events/events";
import { SITE_TIME_ZONE, toDateTimeInput } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { eventBodySchema } from "@/lib/events/event-schemas";

type EventDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Present in update mode: the form starts from this event. */
  event?: EventItem;
  onSaved?: () => void;
};

type EventFormValues = OfferFormValues & {
  title: string;
  description: string;
  date: string;
  endDate: string;
  timeZone: string;
  attendance: EventAttendance;
  location: string;
  link: string;
  organizer: OrganisationFormValue;
  registrationUrl: string;
  /** "" for no registration on the site ("I'm going" only). */
  registration: "" | EventRegistrationMode;
  /** Seats as typed; blank for unlimited. */
  capacity: string;
  /** The submitter's own e-mail (create mode only): never shown publicly. */
  email: string;
};

// The schema reads the form's text values (numbers, blank optional parts) exactly as the API does.
const REGISTRATION_CHOICES: Array<{ value: "" | EventRegistrationMode; label: string }> = [
  { value: "", label: "None (\u201cI\u2019m going\u201d)" },
  { value: "open", label: "Open" },
  { value: "approval", label: "I approve each guest" },
  { value: "closed", label: "Closed" },
];

const resolver = zodResolver(eventBodySchema) as unknown as Resolver<EventFormValues>;

/** Every zone the browser knows, offered as suggestions (any IANA name the server knows is accepted). */
function timeZoneOptions(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

export function EventDialog({ open, onClose, event, onSaved }: EventDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={event ? "Edit Event" : "Add Event"}>
      <EventForm event={event} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function defaultsOf(event: EventItem | undefined): EventFormValues {
  const timeZone = event?.timeZone ?? SITE_TIME_ZONE;
  return {
    title: event?.title ?? "",
    description: event?.description ?? "",
    date: event ? toDateTimeInput(event.date, timeZone) : "",
    endDate: event ? toDateTimeInput(event.endDate, timeZone) : "",
    timeZone,
    attendance: event?.attendance ?? "inPerson",
    location: event?.location ?? "",
    link: event?.link ?? "",
    organizer: organisationFormValue(event?.organizer),
    registrationUrl: event?.registrationUrl ?? "",
    registration: event?.registration ?? "",
    capacity: event?.capacity ? String(event.capacity) : "",
    ...offerFormValues(event),
    email: "",
  };
}

function EventForm({ event, onClose, onSaved }: Omit<EventDialogProps, "open">) {
  const updating = Boolean(event);
  const [failure, setFailure] = useState<string | null>(null);
  const honeypot = useHoneypot();
  const form = useForm<EventFormValues>({ resolver, defaultValues: defaultsOf(event) });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const attendance = useWatch({ control, name: "attendance" });
  const timeZone = useWatch({ control, name: "timeZone" });
  const registration = useWatch({ control, name: "registration" });
  const zones = useMemo(() => timeZoneOptions(), []);

  const submit = form.handleSubmit(async () => {
    setFailure(null);
    // The form's own text (wall times and the zone): the server reads it with the same schema.
    const body = { ...form.getValues(), ...honeypot.body };
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
      <BoundTextField form={form} name="title" id="event-title" label="Title" maxLength={200} />
      <BoundTextArea
        form={form}
        name="description"
        id="event-description"
        label="Description"
        maxLength={5000}
      />
      <BoundTextField
        form={form}
        name="timeZone"
        id="event-time-zone"
        label="Time zone"
        list="event-time-zone-options"
        autoComplete="off"
        spellCheck={false}
        placeholder={SITE_TIME_ZONE}
        hint="An IANA zone such as Europe/London or America/New_York: the times below are in it, and the event's page shows them in it."
      />
      <datalist id="event-time-zone-options">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundTextField
          form={form}
          name="date"
          id="event-date"
          label="Date and time"
          type="datetime-local"
          hint={`Starts, ${(timeZone || SITE_TIME_ZONE).replace(/_/g, " ")} time`}
        />
        <BoundTextField
          form={form}
          name="endDate"
          id="event-end-date"
          label="End time"
          type="datetime-local"
          hint="Optional: an hour after the start when blank"
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Attendance</legend>
        <div className="flex flex-wrap gap-6">
          {EVENT_ATTENDANCE.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...register("attendance")} />
              {EVENT_ATTENDANCE_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError message={errors.attendance?.message} />
      </fieldset>
      {attendance !== "online" ? (
        <BoundTextField form={form} name="location" id="event-location" label="Location" maxLength={300} />
      ) : null}
      {attendance !== "inPerson" ? (
        <BoundTextField
          form={form}
          name="link"
          id="event-link"
          label="Link"
          type="url"
          placeholder="https://"
          hint="Where people join online"
        />
      ) : null}
      <OrganisationFields form={form} idPrefix="event" name="organizer" label="Organizer" />
      <BoundTextField
        form={form}
        name="registrationUrl"
        id="event-registration"
        label="Registration page"
        type="url"
        placeholder="https://"
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Registration on HR Pulse</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {REGISTRATION_CHOICES.map((choice) => (
            <label key={choice.value || "none"} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={choice.value} {...register("registration")} />
              {choice.label}
            </label>
          ))}
        </div>
        <FieldError message={errors.registration?.message} />
      </fieldset>
      {registration ? (
        <BoundTextField
          form={form}
          name="capacity"
          id="event-capacity"
          label="Seats"
          inputMode="numeric"
          hint="Blank for unlimited. When all are taken, guests join a waitlist that moves up by itself."
        />
      ) : null}
      <OfferFields form={form} idPrefix="event" />
      {updating ? null : (
        <SubmitterFields
          id="event-email"
          hint="We tell you when the event is reviewed. Never shown publicly."
          error={errors.email?.message}
          honeypot={honeypot}
          {...register("email")}
        />
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
