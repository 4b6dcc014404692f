"use client";
// "Mail me new jobs like these": an address and a frequency; the current filters go with it.
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { HoneypotField, useHoneypot } from "@/components/forms/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

type Props = { filters: { type?: string; workplace?: string; q?: string }; summary: string };

export function JobAlertForm({ filters, summary }: Props) {
  const [email, setEmail] = useState("");
  const [frequency, setFrequency] = useState<"daily" | "weekly">("weekly");
  const [busy, setBusy] = useState(false);
  const honeypot = useHoneypot();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await apiRequest("/api/job/alerts", {
        method: "POST",
        body: { email, filters, frequency, ...honeypot.body },
      });
      toast.success(result.message ?? "Check your inbox");
      setEmail("");
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="job-alert-heading" className="mt-12 rounded-lg bg-blue-50 p-6">
      <h2 id="job-alert-heading" className="text-xl font-bold text-slate-900">
        Get new jobs by e-mail
      </h2>
      <p className="mt-1 text-slate-700">{`Alert for: ${summary}.`}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="job-alert-email" className="mb-1 block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id="job-alert-email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <div>
          <label htmlFor="job-alert-frequency" className="mb-1 block text-sm font-medium text-slate-700">
            How often
          </label>
          <select
            id="job-alert-frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value === "daily" ? "daily" : "weekly")}
            className={INPUT_CLASS}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </div>
        <HoneypotField honeypot={honeypot} />
        <SubmitButton busy={busy} busyLabel="Please wait...">
          Create alert
        </SubmitButton>
      </form>
    </section>
  );
}
