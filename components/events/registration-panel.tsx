"use client";
// Registration on an event page (issue 44): seats left and the reader's own registration load in the
// browser (the page's HTML is the same for everyone); a member registers or cancels with a button, a
// guest gives a name and an address and confirms it from the mail.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import useSWR from "swr";
import { useForm } from "react-hook-form";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { RegistrationState } from "@/lib/constants";
import { toast } from "@/lib/toast";

type Summary = ApiSuccess<{
  mode: "open" | "approval" | "closed" | null;
  capacity: number | null;
  seatsLeft: number | null;
  mine: { id: string; state: RegistrationState } | null;
  signedIn: boolean;
}>;

const MINE: Record<RegistrationState, string> = {
  registered: "You're registered. Your confirmation mail has the details.",
  waitlisted: "You're on the waitlist: if a seat frees up, it is yours and we mail you.",
  pending: "Your registration is waiting for the organiser's approval.",
  declined: "The organiser declined your registration.",
};

export function seatsText(capacity: number | null, seatsLeft: number | null): string {
  if (capacity === null || seatsLeft === null) return "";
  if (seatsLeft === 0) return `Full: all ${capacity} seats are taken`;
  return `${seatsLeft} of ${capacity} ${capacity === 1 ? "seat" : "seats"} left`;
}

type GuestInput = { name: string; email: string };

function GuestForm({ eventId }: { eventId: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<GuestInput>({
    resolver: lazyZodResolver(
      async () => (await import("@/lib/events/registration-schemas")).guestRegistrationSchema,
    ),
    defaultValues: { name: "", email: "" },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const answer = await apiRequest(`/api/events/${eventId}/registrations`, { method: "POST", body });
      setSent(answer.message ?? "Check your inbox to confirm your registration.");
    } catch (error) {
      toast.error(errorMessage(error, "Could not register"));
    }
  });
  if (sent)
    return (
      <p role="status" className="text-slate-800">
        {sent}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        id="registration-name"
        label="Your name"
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register("name")}
      />
      <TextField
        id="registration-email"
        label="Your e-mail"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitButton busy={formState.isSubmitting} busyLabel="Registering…">
          Register
        </SubmitButton>
        <p className="text-sm text-slate-700">
          or{" "}
          <Link href="/account/sign-in" className="text-brand font-medium underline">
            sign in
          </Link>{" "}
          to register with your account.
        </p>
      </div>
    </form>
  );
}

export function RegistrationPanel({ eventId }: { eventId: string }) {
  const key = `/api/events/${eventId}/registrations`;
  const { data, mutate } = useSWR(key, (path: string) => apiRequest<Summary>(path));
  const [busy, setBusy] = useState(false);

  const act = async (method: "POST" | "DELETE") => {
    setBusy(true);
    try {
      const answer = await apiRequest(method === "POST" ? key : `${key}/me`, { method });
      toast.success(answer.message ?? "Saved");
      await mutate();
    } catch (error) {
      toast.error(errorMessage(error, "Could not save that"));
    } finally {
      setBusy(false);
    }
  };

  if (!data) return <p className="min-h-11 text-sm text-slate-600">Loading registration…</p>;
  const seats = seatsText(data.capacity, data.seatsLeft);
  return (
    <section aria-labelledby="registration-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="registration-heading" className="text-lg font-semibold text-slate-900">
        Registration
      </h2>
      {seats ? (
        <p className="mt-1 text-slate-700" aria-live="polite">
          {seats}
        </p>
      ) : null}
      {data.mode === "approval" && !data.mine ? (
        <p className="mt-1 text-sm text-slate-600">The organiser approves each registration.</p>
      ) : null}
      <div className="mt-3">
        {data.mine ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-slate-800">
              {MINE[data.mine.state]}
            </p>
            {data.mine.state !== "declined" ? (
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void act("DELETE")}>
                Cancel registration
              </Button>
            ) : null}
          </div>
        ) : data.mode === "closed" ? (
          <p className="text-slate-700">Registration is closed.</p>
        ) : data.signedIn ? (
          <Button disabled={busy} aria-busy={busy} onClick={() => void act("POST")}>
            {data.seatsLeft === 0 && data.mode === "open" ? "Join the waitlist" : "Register"}
          </Button>
        ) : (
          <GuestForm eventId={eventId} />
        )}
      </div>
    </section>
  );
}
