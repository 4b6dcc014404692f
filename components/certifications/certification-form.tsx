"use client";
// Add Certification and its edit screen: every field but level is required (the server's schema,
// checked here first); level is blank by default and left out when blank.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { RichTextField } from "@/components/editor/rich-text-field";
import {
  OfferFields,
  OrganisationFields,
  offerFormValues,
  organisationFormValue,
  type OfferFormValues,
  type OrganisationFormValue,
} from "@/components/forms/offer-fields";
import { FieldError, INPUT_CLASS, TextField } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import {
  CERTIFICATION_FORMAT_LABELS,
  CERTIFICATION_FORMATS,
  CERTIFICATION_LEVELS,
  type CertificationFormat,
} from "@/lib/constants";
import type { CertificationItem } from "@/lib/certifications/certifications";
import { toast } from "@/lib/toast";
import { createCertificationSchema } from "@/lib/certifications/certification-schemas";
import { SubmitButton } from "@/components/ui/button";

type FormValues = OfferFormValues & {
  title: string;
  skills: string;
  description: string;
  date: string;
  endDate: string;
  duration: string;
  registrationLink: string;
  level: string;
  format: CertificationFormat | "";
  provider: OrganisationFormValue;
};

// The schema reads the form's text values (numbers, blank optional parts) exactly as the API does.
const resolver = zodResolver(createCertificationSchema) as unknown as Resolver<FormValues>;

const EMPTY: FormValues = {
  title: "",
  skills: "",
  description: "",
  date: "",
  endDate: "",
  duration: "",
  registrationLink: "",
  level: "",
  format: "self-paced",
  provider: { name: "", url: "" },
  ...offerFormValues(),
};
const LABEL = "mb-1 block text-sm font-medium text-slate-700";

function formValues(certification: CertificationItem): FormValues {
  return {
    title: certification.title,
    skills: certification.skills,
    description: certification.description,
    date: certification.date.slice(0, 10),
    endDate: certification.endDate?.slice(0, 10) ?? "",
    duration: certification.duration,
    registrationLink: certification.registrationLink,
    level: certification.level ?? "",
    format: certification.format ?? "",
    provider: organisationFormValue(certification.provider),
    ...offerFormValues(certification),
  };
}

/** Without `certification` it adds one; with it, it edits that one (and `onSaved` follows a save). */
export function CertificationForm({
  certification,
  onSaved,
}: {
  certification?: CertificationItem;
  onSaved?: () => void;
} = {}) {
  const editing = Boolean(certification);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: certification ? formValues(certification) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const fallback = editing ? "Failed to update the certification" : "Failed to add the certification";

  const onSubmit = form.handleSubmit(async () => {
    try {
      const result = await apiRequest(
        certification
          ? `/api/admin/update-certification/${certification._id}`
          : "/api/admin/create-certification",
        // The form's own text: the server reads it with the same schema.
        { method: certification ? "PUT" : "POST", body: form.getValues(), fallbackMessage: fallback },
      );
      toast.success(result.message ?? (editing ? "Certification updated" : "Certification added"));
      if (editing) onSaved?.();
      else form.reset(EMPTY);
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    }
  });

  return (
    <section aria-labelledby="add-certification-heading" className="max-w-3xl space-y-4">
      <h1 id="add-certification-heading" className="text-2xl font-bold text-slate-900">
        {editing ? "Edit Certification" : "Add Certification"}
      </h1>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <TextField
          id="certification-title"
          label="Title"
          maxLength={200}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <div>
          <label htmlFor="certification-skills" className={LABEL}>
            Skills
          </label>
          <textarea
            id="certification-skills"
            className={`${INPUT_CLASS} min-h-20`}
            maxLength={2000}
            aria-invalid={errors.skills ? true : undefined}
            aria-describedby={errors.skills ? "certification-skills-error" : undefined}
            {...form.register("skills")}
          />
          <FieldError id="certification-skills-error" message={errors.skills?.message} />
        </div>
        <RichTextField form={form} name="description" id="certification-description" label="Description" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="certification-date"
            label="Date"
            type="date"
            error={errors.date?.message}
            {...form.register("date")}
          />
          <TextField
            id="certification-end-date"
            label="End date"
            type="date"
            hint="Optional"
            error={errors.endDate?.message}
            {...form.register("endDate")}
          />
          <TextField
            id="certification-duration"
            label="Duration"
            maxLength={100}
            placeholder="e.g. 6 weeks"
            error={errors.duration?.message}
            {...form.register("duration")}
          />
        </div>
        <TextField
          id="certification-link"
          label="Registration link"
          type="url"
          placeholder="https://"
          error={errors.registrationLink?.message}
          {...form.register("registrationLink")}
        />
        <div>
          <label htmlFor="certification-level" className={LABEL}>
            Level
          </label>
          <select id="certification-level" className={INPUT_CLASS} {...form.register("level")}>
            <option value="">Select a level</option>
            {CERTIFICATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
          <FieldError id="certification-level-error" message={errors.level?.message} />
        </div>
        <div>
          <label htmlFor="certification-format" className={LABEL}>
            Format
          </label>
          <select id="certification-format" className={INPUT_CLASS} {...form.register("format")}>
            {CERTIFICATION_FORMATS.map((format) => (
              <option key={format} value={format}>
                {CERTIFICATION_FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
          <FieldError id="certification-format-error" message={errors.format?.message} />
        </div>
        <OrganisationFields form={form} idPrefix="certification" name="provider" label="Provider" />
        <p className="-mt-3 text-xs text-slate-600">Leave blank when the course is our own.</p>
        <OfferFields form={form} idPrefix="certification" />
        <SubmitButton busy={isSubmitting} busyLabel={editing ? "Saving..." : "Adding..."}>
          {editing ? "Save changes" : "Add Certification"}
        </SubmitButton>
      </form>
    </section>
  );
}
