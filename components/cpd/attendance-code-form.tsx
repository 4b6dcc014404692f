"use client";
// "Enter attendance code" on an event page: the code shown at the event gives a verified CPD entry.
import { Link } from "@/components/ui/link";
import { useForm } from "react-hook-form";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

type CodeInput = { code: string };

export function AttendanceCodeForm({ eventId }: { eventId: string }) {
  const [outcome, setOutcome] = useState<"none" | "done" | "signed-out">("none");
  const { register, handleSubmit, formState } = useForm<CodeInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/cpd/cpd-schemas")).attendanceCodeSchema),
    defaultValues: { code: "" },
  });
  const submit = handleSubmit(async ({ code }) => {
    try {
      await apiRequest(`/api/events/${eventId}/attend`, { method: "POST", body: { code } });
      toast.success("Attendance confirmed: the credits are in your CPD record");
      setOutcome("done");
    } catch (error) {
      if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) {
        setOutcome("signed-out");
        return;
      }
      toast.error(errorMessage(error, "Could not check the code"));
    }
  });
  if (outcome === "done")
    return (
      <p role="status" className="text-slate-800">
        Attendance confirmed.{" "}
        <Link href="/account/cpd" className="text-brand font-medium underline">
          See your CPD record
        </Link>
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        id="attendance-code"
        label="Enter attendance code"
        autoComplete="off"
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <SubmitButton busy={formState.isSubmitting} busyLabel="Checking…" variant="secondary">
        Confirm attendance
      </SubmitButton>
      {outcome === "signed-out" ? (
        <p role="status" className="w-full text-sm text-slate-700">
          <Link href="/account/sign-in" className="text-brand font-medium underline">
            Sign in
          </Link>{" "}
          to confirm your attendance.
        </p>
      ) : null}
    </form>
  );
}
