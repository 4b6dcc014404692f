"use client";
// The job form in a dialog: a visitor's submission (create) or a moderator's edit (update, prefilled).
// Every field is optional, but a job needs a title or a company: checked in the browser with the
// server's own schema (errors under each field); values are trimmed and empty ones not sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, INPUT_CLASS, TextField } from "@/components/ui/field";
import { HONEYPOT_FIELD, HoneypotField } from "@/components/ui/honeypot-field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import type { JobItem } from "@/lib/data/jobs";
import { toast } from "@/lib/toast";
import { optionalEmailSchema } from "@/lib/validations/common";
import { JOB_TEXT_FIELDS, jobFieldsSchema } from "@/lib/validations/job";

type JobDialogProps = { open: boolean; onClose: () => void; job?: JobItem; onSaved?: () => void };

type FormInput = z.input<typeof jobFieldsSchema>;
type FormOutput = z.output<typeof jobFieldsSchema>;

export function JobDialog({ open, onClose, job, onSaved }: JobDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={job ? "Edit Job" : "Post Job"}>
      <JobForm job={job} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function JobForm({ job, onClose, onSaved }: Omit<JobDialogProps, "open">) {
  const [image, setImage] = useState<File | null>(null);
  const [trap, setTrap] = useState("");
  // The submitter's e-mail is not a job field: checked on its own with the server's schema.
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(jobFieldsSchema),
    defaultValues: {
      title: job?.title ?? "",
      company: job?.company ?? "",
      location: job?.location ?? "",
      description: job?.description ?? "",
      link: job?.link ?? "",
    },
  });
  const values = useWatch({ control });
  const empty = JOB_TEXT_FIELDS.every((name) => !values[name]?.trim()) && !image;

  const submit = handleSubmit(async (fields) => {
    const checked = optionalEmailSchema.safeParse(email);
    setEmailError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    const form = new FormData();
    for (const name of JOB_TEXT_FIELDS) {
      const value = fields[name];
      if (value) form.append(name, value);
    }
    if (image) form.append("image", image);
    if (trap) form.append(HONEYPOT_FIELD, trap);
    if (!job && checked.data) form.append("email", checked.data);
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
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        id="job-title"
        label="Title"
        maxLength={200}
        error={errors.title?.message}
        {...register("title")}
      />
      <TextField
        id="job-company"
        label="Company"
        maxLength={200}
        error={errors.company?.message}
        {...register("company")}
      />
      <TextField
        id="job-location"
        label="Location"
        maxLength={300}
        error={errors.location?.message}
        {...register("location")}
      />
      <Field id="job-description" label="Description" error={errors.description?.message}>
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
        id="job-link"
        label="Link"
        type="url"
        placeholder="https://"
        error={errors.link?.message}
        {...register("link")}
      />
      <Field id="job-image" label={`Image${job?.imageUrl ? " (leave empty to keep the current one)" : ""}`}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
          />
        )}
      </Field>
      {job ? null : (
        <>
          <TextField
            id="job-email"
            label="Your email (optional)"
            type="email"
            autoComplete="email"
            maxLength={254}
            hint="We tell you when the job is reviewed. Never shown publicly."
            error={emailError}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <HoneypotField value={trap} onChange={setTrap} />
        </>
      )}
      <DialogActions
        onCancel={onClose}
        disabled={isSubmitting || empty}
        submitLabel={isSubmitting ? (job ? "Updating..." : "Creating...") : job ? "Update Job" : "Post Job"}
      />
    </form>
  );
}
