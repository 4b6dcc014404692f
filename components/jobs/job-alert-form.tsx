"use client";
// "Mail me new jobs like these": an address and a frequency; the current filters go with it.
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { BoundTextField } from "@/components/forms/bound-fields";
import { HoneypotField, useHoneypot } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import type { jobAlertSchema } from "@/lib/jobs/job-schemas";
import { toast } from "@/lib/toast";

type Props = { filters: { type?: string; workplace?: string; q?: string }; summary: string };

type AlertInput = Pick<z.input<typeof jobAlertSchema>, "email" | "frequency">;
type Alert = Pick<z.output<typeof jobAlertSchema>, "email" | "frequency">;

// The server's schema for the two fields the reader fills in (the filters come from the page).
const resolver = lazyZodResolver<AlertInput, Alert>(async () =>
  (await import("@/lib/jobs/job-schemas")).jobAlertSchema.pick({ email: true, frequency: true }),
);

export function JobAlertForm({ filters, summary }: Props) {
  const honeypot = useHoneypot();
  const form = useForm<AlertInput, unknown, Alert>({
    resolver,
    defaultValues: { email: "", frequency: "weekly" },
  });

  const onSubmit = form.handleSubmit(async (alert) => {
    try {
      const result = await apiRequest("/api/job/alerts", {
        method: "POST",
        body: { ...alert, filters, ...honeypot.body },
      });
      toast.success(result.message ?? "Check your inbox");
      form.reset({ email: "", frequency: alert.frequency });
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    }
  });

  return (
    <section aria-labelledby="job-alert-heading" className="mt-12 rounded-lg bg-blue-50 p-6">
      <h2 id="job-alert-heading" className="text-xl font-bold text-slate-900">
        Get new jobs by e-mail
      </h2>
      <p className="mt-1 text-slate-700">{`Alert for: ${summary}.`}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <BoundTextField
          form={form}
          name="email"
          id="job-alert-email"
          label="Email"
          type="email"
          autoComplete="email"
          className="flex-1"
        />
        <Field id="job-alert-frequency" label="How often">
          {(control) => (
            <select className={INPUT_CLASS} {...control} {...form.register("frequency")}>
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
            </select>
          )}
        </Field>
        <HoneypotField honeypot={honeypot} />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Please wait..." className="sm:mt-6">
          Create alert
        </SubmitButton>
      </form>
    </section>
  );
}
