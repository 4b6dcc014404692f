"use client";
// The job form in a dialog: a visitor's submission (create) or a moderator's edit (update, prefilled).
// Every field is optional, but something must be filled in; values are trimmed and empty ones not sent.
import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { HONEYPOT_FIELD, HoneypotField } from "@/components/ui/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import type { JobItem } from "@/lib/data/jobs";
import { toast } from "@/lib/toast";
import { DialogActions } from "@/components/ui/dialog-actions";

type JobDialogProps = { open: boolean; onClose: () => void; job?: JobItem; onSaved?: () => void };

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:ring-2 focus:ring-brand/30";

const FIELDS = [
  { name: "title", label: "Title", max: 200 },
  { name: "company", label: "Company", max: 200 },
  { name: "location", label: "Location", max: 300 },
  { name: "description", label: "Description", max: 5000 },
  { name: "link", label: "Link", max: 2000 },
] as const;

type FieldName = (typeof FIELDS)[number]["name"];

export function JobDialog({ open, onClose, job, onSaved }: JobDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={job ? "Edit Job" : "Post Job"}>
      <JobForm job={job} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function JobForm({ job, onClose, onSaved }: Omit<JobDialogProps, "open">) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    title: job?.title ?? "",
    company: job?.company ?? "",
    location: job?.location ?? "",
    description: job?.description ?? "",
    link: job?.link ?? "",
  });
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [trap, setTrap] = useState("");
  const empty = FIELDS.every(({ name }) => values[name].trim() === "") && !image;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || empty) return;
    const form = new FormData();
    for (const { name } of FIELDS) {
      const value = values[name].trim();
      if (value) form.append(name, value);
    }
    if (image) form.append("image", image);
    if (trap) form.append(HONEYPOT_FIELD, trap);
    setBusy(true);
    try {
      if (job) {
        const result = await apiRequest(`/api/job/update-job/${job._id}`, { method: "PUT", body: form });
        toast.success(result.message ?? "Job updated");
      } else {
        await apiRequest("/api/job/create-job", { method: "POST", body: form });
        toast.success("Job added under review");
      }
      onSaved?.();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {FIELDS.map(({ name, label, max }) => (
        <div key={name}>
          <label htmlFor={`job-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
            {label}
          </label>
          {name === "description" ? (
            <textarea
              id={`job-${name}`}
              className={`${INPUT} min-h-24`}
              value={values[name]}
              maxLength={max}
              onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
            />
          ) : (
            <input
              id={`job-${name}`}
              type={name === "link" ? "url" : "text"}
              className={INPUT}
              value={values[name]}
              maxLength={max}
              placeholder={name === "link" ? "https://" : undefined}
              onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
            />
          )}
        </div>
      ))}
      <div>
        <label htmlFor="job-image" className="mb-1 block text-sm font-medium text-slate-700">
          Image{job?.imageUrl ? " (leave empty to keep the current one)" : ""}
        </label>
        <input
          id="job-image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        />
      </div>
      {job ? null : <HoneypotField value={trap} onChange={setTrap} />}
      <DialogActions onCancel={onClose} disabled={busy || empty} submitLabel={busy ? (job ? "Updating..." : "Creating...") : job ? "Update Job" : "Post Job"} />
    </form>
  );
}
